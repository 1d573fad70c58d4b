import { notifications } from '@mantine/notifications';
import type { FirstAidKit } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { stubApi, lastCallTo } from '../../../test/stub-api';
import FirstAidKitsScreen from './first-aid-kits-screen';

const kit = (id: number, fields: Partial<FirstAidKit>): FirstAidKit => ({
  id,
  vehicle_id: id,
  equipment_number: `KIT-${id}`,
  vehicle_parent_type: 'SUV',
  vehicle_type: 'Ford Explorer',
  expiry_date: '2027-03',
  type: 'type_1',
  expiry_status: 'ok',
  ...fields,
});

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    {
      method: 'GET',
      path: '/api/first_aid_kits',
      body: {
        message: 'OK',
        data: [
          kit(10, { vehicle_parent_type: 'Light Duty Truck', type: 'type_2' }),
          kit(9, { expiry_date: '2026-10', expiry_status: 'expired' }),
        ],
      },
    },
    { method: 'GET', path: '/api/vehicles/equipment_numbers', body: { message: 'OK', data: [] } },
    {
      method: 'GET',
      path: '/api/customization/first_aid_kits',
      body: {
        message: 'OK',
        data: {
          page: 'first_aid_kits',
          column_visibility: [{ column: 'vehicle_type', label: 'firstAidKits:columns.vehicle', visible: false }],
        },
      },
    },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function rowsShown() {
  const table = await screen.findByRole('table', { name: 'First aid kits' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

describe('FirstAidKitsScreen', { timeout: 20_000 }, () => {
  it('shows the columns the admin kept in Column Options', async () => {
    renderAtAddress(<FirstAidKitsScreen />, '/first-aid-kits');
    const table = await screen.findByRole('table', { name: 'First aid kits' });
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: /^Vehicle$/ })).toBeNull());
    expect(within(table).getByRole('columnheader', { name: /Vehicle Type/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Column Options' }));
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Vehicle' })).checked).toBe(false);
  });

  it('narrows the kit list as the admin types, and keeps the search in the address', async () => {
    renderAtAddress(<FirstAidKitsScreen />, '/first-aid-kits');
    await screen.findByText('KIT-9');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' light duty ' } });
    await waitFor(async () => expect(await rowsShown()).toEqual(['KIT-10']));
    expect(window.location.search).toBe('?search=light+duty');
  });

  it("opens on Home's expired-kits link with only the expired kits, the filter shown, and removes it on Any", async () => {
    renderAtAddress(<FirstAidKitsScreen />, '/first-aid-kits?expiry=expired');
    await waitFor(async () => expect(await rowsShown()).toEqual(['KIT-9']));
    const filter = screen.getByRole<HTMLInputElement>('combobox', { name: 'Expiry' });
    expect(filter.value).toBe('Expired');
    expect(screen.getByText('Entries: 1')).toBeTruthy();
    fireEvent.click(filter);
    fireEvent.click(await screen.findByRole('option', { name: 'Any' }));
    await waitFor(async () => expect(await rowsShown()).toEqual(['KIT-10', 'KIT-9']));
    expect(window.location.search).toBe('');
  });

  it('shows the search of the address after a reload', async () => {
    renderAtAddress(<FirstAidKitsScreen />, '/first-aid-kits?search=suv');
    await waitFor(async () => expect(await rowsShown()).toEqual(['KIT-9']));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('suv');
  });

  it('exports the kits the search shows, in the order the admin sorted them', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:kits');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAtAddress(<FirstAidKitsScreen />, '/first-aid-kits?search=kit');
    await screen.findByText('KIT-9');
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    fetchMock.mockImplementationOnce(async () => new Response('Equipment Number\r\n', { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(lastCallTo(fetchMock, '/export')).toMatch(
      /^\/api\/first_aid_kits\/[0-9a-f]{6}\/export\?search=kit&sort=type&sortDir=asc$/,
    );
  });
});
