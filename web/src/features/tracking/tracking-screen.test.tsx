import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { trackingMessages } from '@fleet-ops/shared';
import { changeLanguage, translateMessage } from '../../lib/i18n';
import { aTrackingRow, aWeek, fixtureDays } from '../../../test/tracking';
import TrackingScreen from './tracking-screen';

const billed = aTrackingRow({
  id: 12,
  tracking_id: 12,
  driver_name: 'Bob Gagnon',
  equipment_number: 'E-20',
  vehicle_parent_type: 'SUV',
  ownership_type: 'lease',
  has_radio: false,
  mine: 'no',
  comment: 'Returned with a flat tyre',
  week_record: { ...aTrackingRow().week_record, '2026-11-15': 1, '2026-11-16': 3, '2026-11-17': 2 },
  total_billing: 300,
});
const fresh = aTrackingRow();

let fetchMock: Mock<typeof fetch>;
let toasts: Mock;

beforeEach(() => {
  toasts = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    { method: 'GET', path: '/api/trackings', body: aWeek([billed, fresh], 300) },
    { method: 'GET', path: '/api/week_trackings/weeks', body: { data: {}, message: 'OK' } },
    {
      method: 'GET',
      path: '/api/customization/tracking',
      body: { data: { page: 'tracking', column_visibility: null }, message: 'OK' },
    },
    {
      method: 'POST',
      path: '/api/trackings',
      body: {
        data: { ...fresh, rate_type: 'custom_rate', rate: 87.5, total_billing: 175 },
        message: 'Tracking has been updated successfully.',
      },
    },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderScreen(address = '/tracking?sortBy=driver_name&sortDir=desc') {
  return renderAtAddress(<TrackingScreen />, address);
}

const toastMessages = () => toasts.mock.calls.map(([toast]) => (toast as { message: string }).message);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('TrackingScreen', { timeout: 20_000 }, () => {
  it('lists the week sorted by driver name descending, with day codes and their legend, a cut comment and the week total', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Vehicle tracking for the week' });
    const row = await rowOf('Bob Gagnon');
    const listCall = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/trackings?'));
    expect(listCall).toMatch(/enabled=1&sortBy=driver_name&sortDir=desc&page=1&per_page=50$/);
    expect(within(row).getByText('In Town')).toBeTruthy();
    expect(within(row).getByText('Out of Town')).toBeTruthy();
    expect(within(row).getByText('Spare')).toBeTruthy();
    expect(within(row).getAllByText('No Charge')).toHaveLength(4);
    expect(within(row).getByText('Returned w...')).toBeTruthy();
    // The vehicle's details (ownership, VIN, ...) start hidden, so the week fits a laptop.
    expect(within(row).queryByText('Lease')).toBeNull();
    expect(screen.getByRole('note', { name: 'Day codes' }).textContent).toBe(
      'Day codesIIn TownOOut of TownSSpareNNo Charge',
    );
    expect(within(row).getByRole('link', { name: 'E-20' }).getAttribute('href')).toBe('/vehicles/3/overview');
    expect(within(row).getByRole('img', { name: 'Car' })).toBeTruthy();
    const other = await rowOf('Ann Tremblay');
    expect(within(other).getByRole('img', { name: 'Truck' })).toBeTruthy();
    expect(within(other).getByRole('img', { name: 'Has a radio' })).toBeTruthy();
    expect(within(other).getByRole('img', { name: 'Mine ready' })).toBeTruthy();
    const total = within(table).getByText('Week total').closest('tr')!;
    expect(within(total).getByText('$300.00')).toBeTruthy();
  });

  it('edits one row inline, previews the amount, refuses a second row, and saves as form data', async () => {
    renderScreen();
    const row = await rowOf('Ann Tremblay');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit row of Ann Tremblay' }));
    fireEvent.change(within(row).getByRole('combobox', { name: 'Rate type' }), { target: { value: 'custom_rate' } });
    fireEvent.change(within(row).getByRole('textbox', { name: 'Rate' }), { target: { value: '87.5' } });
    const days = within(row).getAllByRole('combobox', { name: /^Day / });
    expect(days).toHaveLength(7);
    fireEvent.change(days[0]!, { target: { value: '1' } });
    fireEvent.change(days[1]!, { target: { value: '3' } });
    fireEvent.change(days[2]!, { target: { value: '2' } });
    expect(within(row).getByText('$175.00')).toBeTruthy();

    const other = await rowOf('Bob Gagnon');
    fireEvent.click(within(other).getByRole('button', { name: 'Edit row of Bob Gagnon' }));
    expect(toastMessages()).toContain('Only one record can be edited at a time.');
    expect(within(other).queryAllByRole('combobox')).toHaveLength(0);

    fireEvent.click(within(row).getByRole('button', { name: 'Save row of Ann Tremblay' }));
    await waitFor(() => expect(toastMessages()).toContain('Tracking has been updated successfully.'));
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST')!;
    const form = init!.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      _method: 'PUT',
      VIN_no: fresh.VIN_no,
      start_date: '2026-11-15',
      driver_id: '7',
      tracking_id: '11',
      rate_type: 'custom_rate',
      rate: '87.5',
      week_record: JSON.stringify({
        [fixtureDays[0]!]: 1,
        [fixtureDays[1]!]: 3,
        [fixtureDays[2]!]: 2,
        [fixtureDays[3]!]: 0,
        [fixtureDays[4]!]: 0,
        [fixtureDays[5]!]: 0,
        [fixtureDays[6]!]: 0,
      }),
      comment: '',
      version: '1',
    });
  });

  it('refuses to save a custom rate under 1 with the spec message, and cancel restores the row', async () => {
    renderScreen();
    const row = await rowOf('Ann Tremblay');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit row of Ann Tremblay' }));
    fireEvent.change(within(row).getByRole('combobox', { name: 'Rate type' }), { target: { value: 'custom_rate' } });
    fireEvent.change(within(row).getByRole('textbox', { name: 'Rate' }), { target: { value: '0.5' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save row of Ann Tremblay' }));
    expect(toastMessages()).toContain('Rate must be provided to update tracking.');
    expect(fetchMock.mock.calls.some(([, options]) => options?.method === 'POST')).toBe(false);
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel editing' }));
    expect(within(row).queryAllByRole('combobox')).toHaveLength(0);
    expect(within(row).getByText('Full Day Rate')).toBeTruthy();
  });

  it('asks before changing a row status, then changes it with a POST', async () => {
    fetchMock = stubApi([
      { method: 'GET', path: '/api/trackings', body: aWeek([billed, fresh], 300) },
      { method: 'GET', path: '/api/week_trackings/weeks', body: { data: {}, message: 'OK' } },
      {
        method: 'GET',
        path: '/api/customization/tracking',
        body: { data: { page: 'tracking', column_visibility: null }, message: 'OK' },
      },
      {
        method: 'POST',
        path: '/api/trackings/status/12',
        body: { data: { ...billed, enabled: false }, message: 'Tracking has been disabled.' },
      },
    ]);
    renderScreen();
    const row = await rowOf('Bob Gagnon');
    fireEvent.click(within(row).getByRole('switch', { name: 'Tracking of Bob Gagnon enabled' }));
    expect(await screen.findByText('Are you sure, You want to change status of this Tracking?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, change it' }));
    await waitFor(() => expect(toastMessages()).toContain('Tracking has been disabled.'));
    const toggles = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/trackings/status/'));
    expect(toggles.map(([url, options]) => `${options?.method} ${String(url)}`)).toEqual([
      'POST /api/trackings/status/12',
    ]);
  });

  describe('when someone else saved the row first (409)', () => {
    const staleAnswer = {
      method: 'POST',
      path: '/api/trackings',
      status: 409,
      body: { message: trackingMessages.staleRow },
    };
    const listCalls = () =>
      fetchMock.mock.calls.filter(
        ([url, options]) => String(url).startsWith('/api/trackings?') && options?.method === 'GET',
      );

    beforeEach(() => {
      fetchMock = stubApi([
        staleAnswer,
        { method: 'GET', path: '/api/trackings', body: aWeek([billed, fresh], 300) },
        { method: 'GET', path: '/api/week_trackings/weeks', body: { data: {}, message: 'OK' } },
        {
          method: 'GET',
          path: '/api/customization/tracking',
          body: { data: { page: 'tracking', column_visibility: null }, message: 'OK' },
        },
      ]);
    });

    it('says so instead of saving an inline edit, and reloads the week when asked', async () => {
      renderScreen();
      const row = await rowOf('Ann Tremblay');
      fireEvent.click(within(row).getByRole('button', { name: 'Edit row of Ann Tremblay' }));
      fireEvent.click(within(row).getByRole('button', { name: 'Save row of Ann Tremblay' }));
      const notice = await screen.findByRole('dialog', { name: 'Saved by someone else' });
      expect(within(notice).getByRole('alert').textContent).toBe(trackingMessages.staleRow);
      expect(toastMessages()).not.toContain(trackingMessages.staleRow);
      const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST')!;
      expect((init!.body as FormData).get('version')).toBe('1');

      const before = listCalls().length;
      fireEvent.click(within(notice).getByRole('button', { name: 'Reload the week' }));
      await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Saved by someone else' })).toBeNull());
      expect(within(await rowOf('Ann Tremblay')).queryAllByRole('combobox')).toHaveLength(0);
    });

    it('offers the same from Edit Tracking, closing the dialog on reload', async () => {
      renderScreen();
      const row = await rowOf('Bob Gagnon');
      fireEvent.click(within(row).getByRole('button', { name: 'Open Edit Tracking for Bob Gagnon' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit Tracking' });
      fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
      const notice = await screen.findByRole('dialog', { name: 'Saved by someone else' });
      // Keeping the edit open leaves the Edit Tracking dialog as it was.
      fireEvent.click(within(notice).getByRole('button', { name: 'Keep my edit open' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Saved by someone else' })).toBeNull());
      expect(screen.getByRole('dialog', { name: 'Edit Tracking' })).toBeTruthy();

      fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
      const again = await screen.findByRole('dialog', { name: 'Saved by someone else' });
      const before = listCalls().length;
      fireEvent.click(within(again).getByRole('button', { name: 'Reload the week' }));
      await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tracking' })).toBeNull());
    });

    it('shows the message in French', async () => {
      await changeLanguage('fr');
      try {
        expect(translateMessage(trackingMessages.staleRow)).toMatch(/^Quelqu’un d’autre a enregistré cette ligne/);
      } finally {
        await changeLanguage('en');
      }
    });
  });

  it('opens Edit Tracking with In Use, Spare and No Charge for each day', async () => {
    renderScreen();
    const row = await rowOf('Bob Gagnon');
    fireEvent.click(within(row).getByRole('button', { name: 'Open Edit Tracking for Bob Gagnon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tracking' });
    const inUse = within(dialog).getAllByRole('radio', { name: /^In Use,/ });
    expect(inUse).toHaveLength(7);
    expect((inUse[0] as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getAllByRole('radio', { name: /^Spare,/ })[2] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getAllByRole('radio', { name: /^In Use,/ })[3]!);
    expect(within(dialog).getByText('Amount: $450.00')).toBeTruthy();
  });
});
