import { notifications } from '@mantine/notifications';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders } from '../../test/render';
import { jsonAnswer, sentHeaders } from '../../test/stub-api';
import { useCreateFireInspection } from '../features/fire-inspections/api/create-fire-inspection';
import { useCreateFirstAidKit } from '../features/first-aid-kits/api/create-first-aid-kit';
import { useRecordCompletion } from '../features/maintenance/api/maintenance';
import { authStore } from '../lib/auth-store';

/** What the test needs of each create's mutation hook. */
type CreateHook = () => { mutateAsync: (values: never) => Promise<unknown> };

/** Creates a person may send again after a lost answer: the same submission keeps its request id. */
const creates: { name: string; path: string; hook: CreateHook }[] = [
  { name: 'an extinguisher inspection', path: '/api/inspections', hook: useCreateFireInspection },
  { name: 'a first aid kit', path: '/api/first_aid_kits', hook: useCreateFirstAidKit },
  { name: 'a service done by hand', path: '/api/maintenance/completions', hook: useRecordCompletion },
];

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  authStore.signIn({ token: 'token-admin', role: 'admin', name: 'Ada Admin', email: 'ada@example.com' });
});
afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(creates)('recording $name', ({ path, hook }) => {
  it('sends the same Idempotency-Key on a retry, and a new one once the key is spent (409)', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    fetchMock
      .mockResolvedValueOnce(jsonAnswer(503, { message: 'The database is unavailable.' }))
      .mockResolvedValueOnce(jsonAnswer(503, { message: 'The database is unavailable.' }))
      .mockResolvedValueOnce(jsonAnswer(409, { message: 'This request id was used for another request.' }))
      .mockResolvedValueOnce(jsonAnswer(503, { message: 'The database is unavailable.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHookWithProviders(hook);

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await result.current.mutateAsync({} as never).catch(() => undefined);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(attempt));
    }

    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(Array(4).fill(expect.stringContaining(path)));
    const keys = sentHeaders(fetchMock, 'Idempotency-Key');
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });
});
