import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WorkOrderDetail } from '@fleet-ops/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { authStore } from '../../../lib/auth-store';
import { DoneModal } from './done-modal';

const order: WorkOrderDetail = {
  id: 31,
  vehicle_id: 5,
  equipment_number: 'LDR-5',
  title: 'Bucket pins',
  kind: 'general',
  status: 'in_progress',
  notes: null,
  opened_on: '2026-11-18',
  due_on: null,
  completed_on: null,
  odometer: null,
  hours: null,
  total: 0,
  expense_week: null,
  vehicle_has_odometer: true,
  vehicle_has_hour_meter: false,
  lines: [],
  service_tasks: [],
  defects: [],
};

let fetchMock: Mock<typeof fetch>;

function markDone(given: WorkOrderDetail) {
  fetchMock = stubApi([
    {
      method: 'POST',
      path: '/api/work_orders/31/status',
      body: { data: { ...given, status: 'done' }, message: 'The work order is done.' },
    },
  ]);
  renderWithProviders(<DoneModal order={given} opened onClose={() => undefined} />);
}

const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  authStore.signIn({ token: 'token-admin', role: 'admin', name: 'Pat Test', email: 'pat@example.com' });
});
afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a work order's Mark done", { timeout: 20_000 }, () => {
  it('asks only engine hours for a loader with an hour meter and no odometer, and sends them', async () => {
    markDone({ ...order, vehicle_has_odometer: false, vehicle_has_hour_meter: true });

    expect(screen.queryByRole('textbox', { name: 'Odometer (km)' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Engine hours' }), { target: { value: '4,250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark done' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toEqual({ status: 'done', hours: '4250', mark_defects_repaired: false });
  });

  it('asks only the odometer for a vehicle without an hour meter', () => {
    markDone(order);

    expect(screen.getByRole('textbox', { name: 'Odometer (km)' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Engine hours' })).toBeNull();
  });
});
