import { notifications } from '@mantine/notifications';
import { clientRequestMessages, requestMessages, workOrderMessages } from '@fleet-ops/shared';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderHookWithProviders } from '../../../../test/render';
import { jsonAnswer, sentHeaders } from '../../../../test/stub-api';
import { authStore } from '../../../lib/auth-store';
import { useSaveWorkOrder, type WorkOrderBody } from './work-orders';

const body: WorkOrderBody = {
  vehicle_id: '5',
  title: 'Front brakes',
  kind: 'general',
  notes: '',
  opened_on: '2026-11-18',
  due_on: '',
  lines: [{ kind: 'labour', description: 'Brake job', quantity: '2', unit_cost: '45.5' }],
  service_task_ids: [],
  defect_ids: [],
};

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
  total: 91,
  expense_week: null,
  vehicle_has_odometer: true,
  vehicle_has_hour_meter: false,
  lines: [],
  service_tasks: [],
  defects: [],
};

const opened = () => jsonAnswer(201, { data: created, message: workOrderMessages.created });

let fetchMock: Mock<typeof fetch>;
const sentKeys = () => sentHeaders(fetchMock, 'Idempotency-Key');

/** One press of Save: the form hands the error to its fields, so a refusal is caught here too. */
async function submit(save: { current: ReturnType<typeof useSaveWorkOrder> }, id?: number) {
  await act(() => save.current.mutateAsync({ id, body }).catch(() => undefined));
}

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  authStore.signIn({ token: 'token-admin', role: 'admin', name: 'Pat Test', email: 'pat@example.com' });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('saving a new work order (useSaveWorkOrder)', () => {
  it('sends the same Idempotency-Key on every retry of one submission, and a new one for the next work order', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonAnswer(503, { message: requestMessages.databaseUnavailable }))
      .mockResolvedValueOnce(opened())
      .mockResolvedValueOnce(opened());
    const { result } = renderHookWithProviders(useSaveWorkOrder);

    await submit(result);
    await submit(result);
    await submit(result);
    await submit(result);

    const [lost, busy, saved, next] = sentKeys();
    expect(lost).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([busy, saved]).toEqual([lost, lost]);
    expect(next).not.toBe(lost);
  });

  it('starts a new submission after a 409 (the key went with another one), and keeps it after a 422', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonAnswer(422, {
          message: workOrderMessages.titleRequired,
          errors: { title: [workOrderMessages.titleRequired] },
        }),
      )
      .mockResolvedValueOnce(jsonAnswer(409, { message: clientRequestMessages.reused }))
      .mockResolvedValueOnce(opened());
    const { result } = renderHookWithProviders(useSaveWorkOrder);

    await submit(result);
    await submit(result);
    await submit(result);

    const [refused, reused, fresh] = sentKeys();
    expect(reused).toBe(refused);
    expect(fresh).not.toBe(reused);
  });

  it('sends no key when saving a work order that exists', async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { data: created, message: workOrderMessages.updated }));
    const { result } = renderHookWithProviders(useSaveWorkOrder);

    await submit(result, 31);

    expect(fetchMock.mock.calls[0]![1]!.method).toBe('PUT');
    expect(sentKeys()).toEqual([null]);
  });
});
