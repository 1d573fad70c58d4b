import { notifications } from '@mantine/notifications';
import type { MaintenanceRow } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { onePage, stubApi } from '../../../test/stub-api';
import { changeLanguage } from '../../lib/i18n';
import MaintenanceScreen from './maintenance-screen';

const row = (fields: Partial<MaintenanceRow>): MaintenanceRow => ({
  vehicle_id: 44,
  equipment_number: 'E-44',
  vehicle_parent_type: 'SUV',
  task_id: 3,
  task_name: 'Oil change',
  last_done_on: null,
  last_done_odometer: null,
  next_due_on: null,
  next_due_odometer: 5000,
  current_odometer: 6200,
  days_left: null,
  km_left: -1200,
  last_done_hours: null,
  next_due_hours: null,
  current_hours: 0,
  hours_left: null,
  status: 'overdue',
  ...fields,
});

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  // jsdom has no font loading API, which the notes box's autosize listens to.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { status: 'loaded', addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    {
      method: 'GET',
      path: '/api/maintenance',
      body: onePage([
        row({}),
        row({
          vehicle_id: 45,
          equipment_number: 'E-45',
          task_id: 4,
          task_name: 'Annual inspection',
          last_done_on: '2025-11-25',
          last_done_odometer: 21000,
          next_due_on: '2026-11-25',
          next_due_odometer: null,
          days_left: 7,
          km_left: null,
          status: 'due_soon',
        }),
        row({
          vehicle_id: 46,
          equipment_number: 'LDR-46',
          task_id: 5,
          task_name: 'Engine service',
          last_done_on: '2026-10-01',
          last_done_odometer: null,
          last_done_hours: 4000,
          next_due_odometer: null,
          km_left: null,
          next_due_hours: 4250,
          current_hours: 4210,
          hours_left: 40,
          status: 'due_soon',
        }),
      ]),
    },
    { method: 'GET', path: '/api/customization/maintenance', body: { data: null, message: 'OK' } },
    {
      method: 'GET',
      path: '/api/vehicles/equipment_numbers',
      body: {
        data: [{ id: 44, equipment_number: 'E-44', vehicle_type: 'F-150', vehicle_parent_type: 'SUV', VIN_no: 'V1' }],
        message: 'OK',
      },
    },
    {
      method: 'POST',
      path: '/api/maintenance/completions',
      status: 201,
      body: {
        data: { id: 1, vehicle_id: 44, service_task_id: 3, done_on: '2026-11-18', odometer: 6200, notes: null },
        message: 'The service has been recorded as done.',
      },
    },
  ]);
});
afterEach(async () => {
  await changeLanguage('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/maintenance?'));

describe('MaintenanceScreen', { timeout: 20_000 }, () => {
  it('lists each vehicle × task with its status, last done and next due, late rows tinted', async () => {
    renderAtAddress(<MaintenanceScreen />, '/maintenance');
    const table = await screen.findByRole('table', { name: 'Maintenance status of each vehicle and service task' });
    const overdue = (await within(table).findByText('Oil change')).closest('tr')!;
    expect(within(overdue).getByText('Overdue')).toBeTruthy();
    expect(within(overdue).getByText('Never recorded')).toBeTruthy();
    expect(within(overdue).getByText('at 5,000 km · 1,200 km over')).toBeTruthy();
    expect(overdue.getAttribute('style')).toContain('#fa5252');
    const dueSoon = within(table).getByText('Annual inspection').closest('tr')!;
    expect(within(dueSoon).getByText('Due soon')).toBeTruthy();
    expect(within(dueSoon).getByText('Nov 25, 2025 · 21,000 km')).toBeTruthy();
    expect(within(dueSoon).getByText('Nov 25, 2026 · 7 days left')).toBeTruthy();
    expect(listCalls()[0]).toBe('/api/maintenance?page=1&per_page=50');
  });

  it('reads Home’s tile link (status) from the address and sends it to the server', async () => {
    renderAtAddress(<MaintenanceScreen />, '/maintenance?status=due_soon');
    await screen.findByText('Oil change');
    expect(listCalls()[0]).toBe('/api/maintenance?status=due_soon&page=1&per_page=50');
  });

  it('records a task as done with today and the current odometer, by default', async () => {
    renderAtAddress(<MaintenanceScreen />, '/maintenance');
    fireEvent.click(await screen.findByRole('button', { name: 'Record Oil change as done on E-44' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record as done' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url) === '/api/maintenance/completions' && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/maintenance/completions')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ vehicle_id: 44, service_task_id: 3, odometer: 6200 });
  });

  it('shows a task by engine hours with the hours it was done at and is due at, and asks them when recorded', async () => {
    renderAtAddress(<MaintenanceScreen />, '/maintenance');
    const byHours = (await screen.findByText('Engine service')).closest('tr')!;
    expect(within(byHours).getByText('Oct 1, 2026 · 4,000 h')).toBeTruthy();
    expect(within(byHours).getByText('at 4,250 h · 40 h left')).toBeTruthy();

    fireEvent.click(within(byHours).getByRole('button', { name: 'Record Engine service as done on LDR-46' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record as done' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Engine hours/ }), { target: { value: '4,260' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/maintenance/completions')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/maintenance/completions')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ vehicle_id: 46, service_task_id: 5, hours: 4260 });
  });

  it('speaks Canadian French', async () => {
    await changeLanguage('fr');
    renderAtAddress(<MaintenanceScreen />, '/maintenance');
    const table = await screen.findByRole('table', { name: 'État de l’entretien de chaque véhicule et tâche' });
    const overdue = (await within(table).findByText('Oil change')).closest('tr')!;
    expect(within(overdue).getByText('En retard')).toBeTruthy();
    expect(within(overdue).getByText('Jamais enregistrée')).toBeTruthy();
  });
});
