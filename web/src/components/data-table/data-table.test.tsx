import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DataTable, nextSort, type DataTableColumn, type SortState } from './data-table';

type Driver = { id: number; name: string; phone: string | null };

const drivers: Driver[] = [
  { id: 1, name: 'Ann Tremblay', phone: '709-555-0101' },
  { id: 2, name: 'Bob Gagnon', phone: null },
];

const columns: DataTableColumn<Driver>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'phone', header: 'Phone Number' },
  { key: 'actions', header: 'Actions', render: (row) => <button type="button">Edit {row.name}</button> },
];

function SortableDrivers() {
  const [sort, setSort] = useState<SortState | null>(null);
  return (
    <DataTable
      caption="Drivers"
      columns={columns}
      rows={drivers}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

describe('DataTable', () => {
  it('sorts ascending on the first header click and descending on the second', () => {
    renderWithProviders(<SortableDrivers />);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
  });

  it('does not make columns without `sortable` clickable', () => {
    renderWithProviders(<SortableDrivers />);
    const phoneHeader = screen.getByRole('columnheader', { name: 'Phone Number' });
    expect(phoneHeader.getAttribute('aria-sort')).toBeNull();
    expect(within(phoneHeader).queryByRole('button')).toBeNull();
  });

  it('shows field values as text, empty for missing ones, and custom cells through render', () => {
    renderWithProviders(<DataTable caption="Drivers" columns={columns} rows={drivers} rowKey={(row) => row.id} />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('709-555-0101')).toBeTruthy();
    expect(within(rows[2]!).getAllByRole('cell')[1]!.textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Edit Bob Gagnon' })).toBeTruthy();
  });

  it("holds the cells' visually hidden words inside its sideways-scrolling box, so they never widen the page", () => {
    renderWithProviders(<DataTable caption="Drivers" columns={columns} rows={drivers} rowKey={(row) => row.id} />);
    // Visually hidden words are absolutely positioned: only a positioned box clips them when it
    // scrolls (Reg. Renewal's "(Expired)" once made a 1,280 px page 1,341 px wide).
    expect(getComputedStyle(screen.getByRole('region', { name: 'Drivers' })).position).toBe('relative');
  });

  it("shows 'No data found' in a single row when there are no rows", () => {
    renderWithProviders(<DataTable caption="Drivers" columns={columns} rows={[]} rowKey={(row) => row.id} />);
    expect(screen.getByText('No data found')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('shows only the visible columns, in the order of the column list', () => {
    renderWithProviders(
      <DataTable
        caption="Drivers"
        columns={columns}
        rows={drivers}
        rowKey={(row) => row.id}
        visibleColumns={['actions', 'name']}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Actions']);
  });

  it('reports row clicks, also from the keyboard, and styles rows', () => {
    const onRowClick = vi.fn();
    renderWithProviders(
      <DataTable
        caption="Drivers"
        columns={columns}
        rows={drivers}
        rowKey={(row) => row.id}
        onRowClick={onRowClick}
        rowStyle={(row) => (row.phone ? undefined : { backgroundColor: 'rgb(255, 236, 153)' })}
      />,
    );
    const [, annRow, bobRow] = screen.getAllByRole('row');
    fireEvent.click(annRow!);
    fireEvent.keyDown(bobRow!, { key: 'Enter' });
    expect(onRowClick.mock.calls.map(([row]) => (row as Driver).id)).toEqual([1, 2]);
    expect(bobRow!.style.backgroundColor).toBe('rgb(255, 236, 153)');
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and flips the current one', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'name')).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'phone')).toEqual({ column: 'phone', direction: 'asc' });
  });
});

describe('DataTable headers with a description', () => {
  const described: DataTableColumn<Driver>[] = [
    { key: 'name', header: 'Name', sortable: true, description: 'Legal name of the driver' },
    { key: 'phone', header: 'Ph.', description: 'Phone number' },
  ];

  it('reads the meaning with the header and shows it in a tooltip on focus', async () => {
    renderWithProviders(
      <DataTable
        caption="Drivers"
        columns={described}
        rows={drivers}
        rowKey={(row) => row.id}
        onSortChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Ph. (Phone number)' })).toBeTruthy();
    // Inside the sort button the header is not a second tab stop, and the button's name keeps its visible text.
    expect(screen.getByRole('button', { name: 'Name (Legal name of the driver)' })).toBeTruthy();

    fireEvent.focus(screen.getByText('Ph.'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Phone number');
  });
});
