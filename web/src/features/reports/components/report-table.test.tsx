import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import '../i18n';
import { ReportTable, type ReportTableColumn } from './report-table';

type Row = { id: number; equipment: string };
type Totals = { vehicles: number };

const rows: Row[] = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, equipment: `E-${index + 1}` }));

const columns: ReportTableColumn<Row, Totals>[] = [
  {
    key: 'equipment',
    header: 'Equipment No',
    render: (row) => row.equipment,
    total: (totals) => `${totals.vehicles} vehicles`,
  },
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ReportTable paging', () => {
  it('shows 50 rows a page, each page ending with the totals of the whole range', () => {
    renderWithProviders(
      <ReportTable
        caption="Cleaning"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        totals={{ vehicles: 60 }}
        loading={false}
      />,
    );
    expect(screen.getByText('Entries: 60')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    let shown = bodyRows().map((row) => row.textContent);
    expect(shown).toHaveLength(51);
    expect(shown[0]).toBe('E-1');
    expect(shown.at(-1)).toBe('60 vehicles');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    shown = bodyRows().map((row) => row.textContent);
    expect(shown).toEqual([...rows.slice(50).map((row) => row.equipment), '60 vehicles']);
  });

  it('offers the page sizes 10, 25, 50 and 100, a new size starting from the first page', () => {
    renderWithProviders(
      <ReportTable
        caption="Cleaning"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        totals={{ vehicles: 60 }}
        loading={false}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const size = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect([...size.options].map((option) => option.value)).toEqual(['10', '25', '50', '100']);
    fireEvent.change(size, { target: { value: '10' } });
    expect(screen.getByText('Page 1 of 6')).toBeTruthy();
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      ...rows.slice(0, 10).map((row) => row.equipment),
      '60 vehicles',
    ]);
  });
});
