import type { ColumnPreference } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ColumnOptions } from './column-options';
import { useColumnPreferences } from './use-column-preferences';

const defaults: ColumnPreference[] = [
  { column: 'equipment_number', label: 'Equipment No.', visible: true },
  { column: 'date', label: 'Date', visible: true },
  { column: 'actions', label: 'Actions', visible: true },
];

/** A screen's use: the visible column keys, and the panel to change them. */
function ChecklistScreen() {
  const columns = useColumnPreferences('home', defaults);
  return (
    <>
      <output>{columns.visibleColumns.join(',')}</output>
      <ColumnOptions preferences={columns.preferences} onSave={columns.save} saving={columns.isSaving} />
    </>
  );
}

let fetchMock: Mock<typeof fetch>;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('useColumnPreferences', () => {
  it("shows the screen's default columns while nothing is saved", async () => {
    fetchMock.mockResolvedValue(json({ data: { page: 'home', column_visibility: null }, message: 'OK' }));
    renderWithProviders(<ChecklistScreen />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/customization/home', expect.anything()));
    expect(screen.getByRole('status').textContent).toBe('equipment_number,date,actions');
  });

  it('shows the saved choice, and saves a new one with PUT', async () => {
    const saved = defaults.map((column) => ({ ...column, visible: column.column !== 'date' }));
    fetchMock.mockResolvedValueOnce(json({ data: { page: 'home', column_visibility: saved }, message: 'OK' }));
    renderWithProviders(<ChecklistScreen />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('equipment_number,actions'));

    const chosen = defaults.map((column) => ({ ...column, visible: column.column !== 'equipment_number' }));
    fetchMock.mockResolvedValueOnce(
      json({ data: { page: 'home', column_visibility: chosen }, message: 'Column preferences have been saved.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Column Options' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Date' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Equipment No.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('date,actions'));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/customization/home');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ column_visibility: chosen });
  });
});
