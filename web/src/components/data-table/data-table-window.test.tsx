import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DataTable, type DataTableColumn } from './data-table';

type Checklist = { id: number; unit: string };

const week = Array.from({ length: 100 }, (_, index) => ({ id: index + 1, unit: `LV-${index + 1}` }));
const columns: DataTableColumn<Checklist>[] = [{ key: 'unit', header: 'Equipment Number' }];

const drawnUnits = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

function renderWeek(windowed: boolean) {
  renderWithProviders(
    <DataTable
      caption="Pre-OP Checklists"
      columns={columns}
      rows={week}
      rowKey={(row) => row.id}
      windowed={windowed}
    />,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('DataTable with a long page', () => {
  // jsdom lays nothing out: its window is 768 px high and a row is taken at the 45 px estimate.
  it('draws the rows in the window and ten past it, and tells screen readers the whole count and each row’s place', () => {
    renderWeek(true);

    expect(drawnUnits()).toEqual(week.slice(0, 28).map((row) => row.unit));
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('101');
    expect(screen.getAllByRole('row')[1]!.getAttribute('aria-rowindex')).toBe('2');
  });

  it('draws the rows the window reaches as the page scrolls, keeping the stripes on the same rows', () => {
    renderWeek(true);
    const body = screen.getAllByRole('rowgroup')[1]!;
    // Scrolled so that the table's body starts 2,000 px above the window: rows 45 to 62 are in view.
    vi.spyOn(body, 'getBoundingClientRect').mockReturnValue({ top: -2000 } as DOMRect);
    act(() => {
      fireEvent.scroll(document);
    });

    // Ten rows above (the first one odd, after the space standing for the rows above), ten below.
    expect(drawnUnits()).toEqual(week.slice(33, 72).map((row) => row.unit));
    expect(screen.getAllByRole('row')[1]!.getAttribute('aria-rowindex')).toBe('35');
  });

  it('draws every row when not asked to window them', () => {
    renderWeek(false);

    expect(drawnUnits()).toHaveLength(100);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBeNull();
  });
});
