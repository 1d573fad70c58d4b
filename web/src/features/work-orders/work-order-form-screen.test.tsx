import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { onePage, stubApi } from '../../../test/stub-api';
import { authStore } from '../../lib/auth-store';
import WorkOrderPagesScreen from './work-order-pages-screen';

let fetchMock: Mock<typeof fetch>;

const created = {
  id: 31,
  vehicle_id: 5,
  equipment_number: 'TRK-5',
  title: 'Front brakes',
  kind: 'general',
  status: 'open',
  notes: null,
  opened_on: '2026-11-18',
  due_on: null,
  completed_on: null,
  odometer: null,
  hours: null,
  total: 110.99,
  expense_week: null,
  vehicle_has_odometer: true,
  vehicle_has_hour_meter: false,
  lines: [],
  service_tasks: [],
  defects: [],
};

function openNewForm() {
  fetchMock = stubApi([
    {
      method: 'GET',
      path: '/api/vehicles/equipment_numbers',
      body: {
        data: [{ id: 5, equipment_number: 'TRK-5', vehicle_type: 'F-150', vehicle_parent_type: 'Truck' }],
        message: 'OK',
      },
    },
    {
      method: 'GET',
      path: '/api/work_orders/service_tasks',
      body: { data: [{ id: 3, name: 'Oil change' }], message: 'OK' },
    },
    { method: 'GET', path: '/api/defects', body: onePage([]) },
    {
      method: 'POST',
      path: '/api/work_orders',
      status: 201,
      body: { data: created, message: 'The work order has been created.' },
    },
    { method: 'GET', path: '/api/work_orders/31', body: { data: created, message: 'OK' } },
  ]);
  renderAtAddress(
    <Routes>
      <Route path="/work-orders/*" element={<WorkOrderPagesScreen />} />
    </Routes>,
    '/work-orders/new?vehicle_id=5',
  );
}

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  authStore.signIn({ token: 'token-admin', role: 'admin', name: 'Pat Test', email: 'pat@example.com' });
});
afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the new work order form', { timeout: 20_000 }, () => {
  it('adds and removes lines with a running total, and sends the lines as typed', async () => {
    openNewForm();
    await screen.findByRole('heading', { name: 'New work order' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Front brakes' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description of line 1' }), {
      target: { value: 'Brake job' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of line 1' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit cost ($) of line 1' }), { target: { value: '45.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Description of line 2' }), { target: { value: 'Pads' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit cost ($) of line 2' }), { target: { value: '19.99' } });
    expect(screen.getByText('Total: $110.99')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 3' }));
    expect(screen.queryByRole('textbox', { name: 'Description of line 3' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create work order' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      vehicle_id: '5',
      title: 'Front brakes',
      lines: [
        { kind: 'labour', description: 'Brake job', quantity: '2', unit_cost: '45.5' },
        { kind: 'labour', description: 'Pads', quantity: '1', unit_cost: '19.99' },
      ],
    });
    const heading = await screen.findByRole('heading', { name: /Work order 31/ });
    expect(within(heading).getByText(/Front brakes/)).toBeTruthy();
  });
});
