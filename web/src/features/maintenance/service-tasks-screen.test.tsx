import { notifications } from '@mantine/notifications';
import type { ServiceTask } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { onePage, stubApi } from '../../../test/stub-api';
import ServiceTasksScreen from './service-tasks-screen';

const oilChange: ServiceTask = {
  id: 3,
  name: 'Oil change',
  interval_days: null,
  interval_months: 6,
  interval_km: 8000,
  interval_hours: null,
  due_soon_days: 14,
  due_soon_km: 1000,
  due_soon_hours: 25,
  applies_to: 'parent_type',
  vehicle_parent_type: 'SUV',
  vehicle_ids: [],
  created_at: '2026-11-01 09:00:00',
};

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    { method: 'GET', path: '/api/service_tasks', body: onePage([oilChange]) },
    { method: 'GET', path: '/api/customization/service_tasks', body: { data: null, message: 'OK' } },
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
      path: '/api/service_tasks',
      status: 201,
      body: { data: { ...oilChange, id: 4 }, message: 'The service task has been created.' },
    },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sentBody = (path: string) => {
  const [, init] = fetchMock.mock.calls.find(([url, call]) => String(url) === path && call?.method === 'POST')!;
  return JSON.parse(String(init!.body)) as Record<string, unknown>;
};

describe('ServiceTasksScreen', { timeout: 20_000 }, () => {
  it('lists each task with its interval, threshold and the vehicles it applies to', async () => {
    renderAtAddress(<ServiceTasksScreen />, '/service-tasks');
    const table = await screen.findByRole('table', { name: 'Service tasks' });
    const row = (await within(table).findByText('Oil change')).closest('tr')!;
    expect(within(row).getByText('6 months or 8,000 km, whichever comes first')).toBeTruthy();
    expect(within(row).getByText('14 days / 1,000 km')).toBeTruthy();
    expect(within(row).getByText('Type: SUV')).toBeTruthy();
  });

  it('adds a task by days and km, for all vehicles, with the default thresholds', async () => {
    renderAtAddress(<ServiceTasksScreen />, '/service-tasks');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Service Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service Task' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Tire rotation' } });
    fireEvent.click(within(dialog).getByText('Days'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Every \(days\)/ }), { target: { value: '90' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Every \(km\)/ }), { target: { value: '10000' } });
    // No vehicle has an hour meter: the form does not ask engine hours.
    expect(within(dialog).queryByRole('textbox', { name: /engine hours/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, call]) => call?.method === 'POST')).toBe(true));
    expect(sentBody('/api/service_tasks')).toEqual({
      name: 'Tire rotation',
      interval_days: 90,
      interval_months: null,
      interval_km: 10000,
      interval_hours: null,
      due_soon_days: 14,
      due_soon_km: 1000,
      due_soon_hours: 25,
      applies_to: 'all',
      vehicle_parent_type: null,
      vehicle_ids: [],
    });
  });

  it('asks engine hours when a vehicle it applies to has an hour meter, and lists a task by hours', async () => {
    const loaderTask = { ...oilChange, id: 5, name: 'Loader service', interval_months: null, interval_km: null };
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input).split('?')[0];
      if (path === '/api/service_tasks' && init?.method !== 'POST') {
        return new Response(JSON.stringify(onePage([{ ...loaderTask, interval_hours: 250 }])));
      }
      if (path !== '/api/vehicles/equipment_numbers') return answer(input, init);
      const loader = { id: 45, equipment_number: 'LDR-45', vehicle_type: '980M', vehicle_parent_type: 'Loader' };
      return new Response(JSON.stringify({ data: [{ ...loader, VIN_no: 'V2', has_hour_meter: true }], message: 'OK' }));
    });
    renderAtAddress(<ServiceTasksScreen />, '/service-tasks');
    const row = (await screen.findByText('Loader service')).closest('tr')!;
    expect(within(row).getByText('250 h')).toBeTruthy();
    expect(within(row).getByText('14 days / 1,000 km / 25 h')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Service Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service Task' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Engine service' } });
    fireEvent.click(within(dialog).getByText('None'));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Every (engine hours)' }), {
      target: { value: '250' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Due soon within (engine hours)' }), {
      target: { value: '20' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, call]) => call?.method === 'POST')).toBe(true));
    expect(sentBody('/api/service_tasks')).toMatchObject({
      name: 'Engine service',
      interval_days: null,
      interval_months: null,
      interval_hours: 250,
      due_soon_hours: 20,
    });
  });

  it('refuses a task without any interval before sending it', async () => {
    renderAtAddress(<ServiceTasksScreen />, '/service-tasks');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Service Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service Task' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Wash' } });
    fireEvent.click(within(dialog).getByText('None'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('Give an interval in days, in months, in km or in engine hours.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, call]) => call?.method === 'POST')).toBe(false);
  });

  it('exports the tasks of the search as a dated CSV file', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:service-tasks');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/export') ? new Response('ID\r\n', { status: 200 }) : answer(input, init),
    );
    renderAtAddress(<ServiceTasksScreen />, '/service-tasks?search=oil');
    await screen.findByText('Oil change');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^service-tasks-\d{4}-\d{2}-\d{2}\.csv$/)]));
    const exports = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/export'));
    expect(exports).toEqual([expect.stringMatching(/^\/api\/service_tasks\/[0-9a-f]{6}\/export\?search=oil$/)]);
  });
});
