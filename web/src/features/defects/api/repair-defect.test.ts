import { notifications } from '@mantine/notifications';
import { defectMessages, requestMessages } from '@fleet-ops/shared';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { aDefectDetail } from '../../../../test/defects';
import { renderHookWithProviders } from '../../../../test/render';
import { jsonAnswer, sentHeaders } from '../../../../test/stub-api';
import { authStore } from '../../../lib/auth-store';
import { useRepairDefect } from './repair-defect';

const repaired = () =>
  jsonAnswer(200, { data: aDefectDetail({ status: 'repaired' }), message: defectMessages.repaired });

let fetchMock: Mock<typeof fetch>;
const sentKeys = () => sentHeaders(fetchMock, 'Idempotency-Key');

/** One press of Record repair in the dialog of defect 7 (the dialog shows a refusal itself). */
async function submit(repair: { current: ReturnType<typeof useRepairDefect> }) {
  const values = { repair_notes: 'Replaced the bulb', repair_cost: '42.50', photos: [] };
  await act(() => repair.current.mutateAsync({ id: 7, values }).catch(() => undefined));
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

describe('recording a repair (useRepairDefect)', () => {
  it('sends the same Idempotency-Key on every retry of one repair, and a new one after it was recorded', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonAnswer(503, { message: requestMessages.serverBusy }))
      .mockResolvedValueOnce(repaired())
      .mockResolvedValueOnce(jsonAnswer(409, { message: defectMessages.repairOutOfOrder }))
      .mockResolvedValueOnce(repaired());
    const { result } = renderHookWithProviders(useRepairDefect);

    for (let press = 0; press < 5; press += 1) await submit(result);

    const [lost, busy, recorded, refused, again] = sentKeys();
    expect(lost).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([busy, recorded]).toEqual([lost, lost]);
    expect(refused).not.toBe(lost);
    expect(again).not.toBe(refused);
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual(
      Array.from({ length: 5 }, () => 'POST /api/defects/7/repair'),
    );
  });
});
