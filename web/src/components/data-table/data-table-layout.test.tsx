import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DataTable, type DataTableColumn } from './data-table';
import { PhoneFilters } from './phone-filters';

type Vehicle = { id: number; equipment: string; plate: string };

const vehicles: Vehicle[] = [
  { id: 1, equipment: 'E-44', plate: 'HFE 123' },
  { id: 2, equipment: 'E-20', plate: 'HFE 456' },
];

const columns: DataTableColumn<Vehicle>[] = [
  { key: 'equipment', header: 'Equipment No' },
  { key: 'plate', header: 'Licence Plate' },
  { key: 'actions', header: 'Actions', render: (row) => <button type="button">Actions for {row.equipment}</button> },
];

/** A phone-sized window (every `max-width` media query matches) or the set-up's wide one. */
function screenWidth(phone: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

const onAPhone = () => screenWidth(true);

afterEach(() => screenWidth(false));

const stickiness = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.getAttribute('data-sticky'));

describe('DataTable sticky edges', () => {
  it('sticks the identifying column on the left and Actions on the right, in the header and every row', () => {
    renderWithProviders(<DataTable caption="Vehicles" columns={columns} rows={vehicles} rowKey={(row) => row.id} />);
    for (const row of screen.getAllByRole('row')) {
      expect(stickiness(row)).toEqual(['start', null, 'end']);
      const cells = row.querySelectorAll('th, td');
      expect(cells[0]!.className).toMatch(/stickyStart/);
      expect(cells[1]!.className).not.toMatch(/sticky/);
      expect(cells[2]!.className).toMatch(/stickyEnd/);
    }
  });

  it('sticks no right edge when the last shown column is not Actions, and none at all when turned off', () => {
    const { unmount } = renderWithProviders(
      <DataTable
        caption="Vehicles"
        columns={columns}
        rows={vehicles}
        rowKey={(row) => row.id}
        visibleColumns={['equipment', 'plate']}
      />,
    );
    expect(stickiness(screen.getAllByRole('row')[1]!)).toEqual(['start', null]);
    unmount();

    renderWithProviders(
      <DataTable caption="Vehicles" columns={columns} rows={vehicles} rowKey={(row) => row.id} stickyEdges={false} />,
    );
    expect(stickiness(screen.getAllByRole('row')[1]!)).toEqual([null, null, null]);
  });
});

describe('DataTable cards', () => {
  const card = (row: Vehicle) => (
    <>
      <strong>{row.equipment}</strong> {row.plate}
    </>
  );

  it('shows one card per row instead of the table on a phone, each opening its row', () => {
    onAPhone();
    const onRowClick = vi.fn();
    renderWithProviders(
      <DataTable
        caption="Vehicles"
        columns={columns}
        rows={vehicles}
        rowKey={(row) => row.id}
        renderCard={card}
        onRowClick={onRowClick}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(screen.getByRole('list', { name: 'Vehicles' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['E-44 HFE 123', 'E-20 HFE 456']);
    fireEvent.click(within(items[1]!).getByText('E-20'));
    expect(onRowClick).toHaveBeenCalledWith(vehicles[1]);
  });

  it("says 'No data found' on a phone when there are no rows", () => {
    onAPhone();
    renderWithProviders(
      <DataTable caption="Vehicles" columns={columns} rows={[]} rowKey={(row) => row.id} renderCard={card} />,
    );
    expect(screen.getByText('No data found')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the table on a wide screen even with cards to offer', () => {
    renderWithProviders(
      <DataTable caption="Vehicles" columns={columns} rows={vehicles} rowKey={(row) => row.id} renderCard={card} />,
    );
    expect(screen.getByRole('table', { name: 'Vehicles' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('PhoneFilters', () => {
  it('folds the filters behind one Filters button on a phone', async () => {
    onAPhone();
    renderWithProviders(
      <PhoneFilters>
        <label>
          Search <input />
        </label>
      </PhoneFilters>,
    );
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('textbox', { name: 'Search' })).toBeTruthy();
  });

  it('shows the filters in place on a wide screen', () => {
    renderWithProviders(
      <PhoneFilters>
        <label>
          Search <input />
        </label>
      </PhoneFilters>,
    );
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
  });
});
