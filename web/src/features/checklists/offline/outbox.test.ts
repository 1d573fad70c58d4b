import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { offlineDatabase } from './offline-db';
import { dismissSent, listOutbox, listSent, queueChecklist, syncOutbox, type NewQueuedChecklist } from './outbox';

let fetchMock: Mock<typeof fetch>;
const sentKeys = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
const sentTokens = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'));

function queued(requestId: string, queuedAt: string): NewQueuedChecklist {
  return {
    requestId,
    owner: 'dan@example.com',
    token: 'old-token',
    request: {
      equipment_number: 'T-44',
      vehicle_type: 'Ford F-150',
      operator: 'Dan Driverson',
      date_to_added: '2026-11-18',
      odm_read: '12100',
      checklist: { tires: 'yes' },
    },
    photos: [new File(['photo'], 'cab.jpg', { type: 'image/jpeg' })],
    form: { values: {} as never, openedAt: queuedAt },
    label: 'T-44 · Ford F-150',
    queuedAt,
    state: 'waiting',
    attempts: 1,
  };
}

const answer = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status });

beforeEach(async () => {
  await (await offlineDatabase()).clear('sent');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  await queueChecklist(queued('22222222-2222-4222-8222-222222222222', '2026-11-18T11:00:00.000Z'));
  await queueChecklist(queued('11111111-1111-4111-8111-111111111111', '2026-11-18T10:00:00.000Z'));
});
afterEach(() => vi.unstubAllGlobals());

describe('the outbox', () => {
  it('sends the oldest first, each under its own request id with its photo and the current token, then forgets them', async () => {
    fetchMock.mockResolvedValue(answer(201));
    expect(await syncOutbox('dan@example.com', 'new-token')).toBe(0);
    expect(sentKeys()).toEqual(['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222']);
    expect(sentTokens()).toEqual(['Bearer new-token', 'Bearer new-token']);
    const body = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(body.get('odm_read')).toBe('12100');
    expect((body.get('file[]') as File).name).toBe('cab.jpg');
    expect(await listOutbox('dan@example.com')).toEqual([]);
  });

  it('carries a typed signature: sent as the name, with no signature file', async () => {
    const database = await offlineDatabase();
    await database.clear('outbox');
    const signed = queued('33333333-3333-4333-8333-333333333333', '2026-11-18T12:00:00.000Z');
    await queueChecklist({
      ...signed,
      request: { ...signed.request, statement_version: 'v2026-11', signature_typed_name: 'Dan Driverson' },
    });
    fetchMock.mockResolvedValue(answer(201));
    expect(await syncOutbox('dan@example.com', 'new-token')).toBe(0);
    const body = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(body.get('signature_typed_name')).toBe('Dan Driverson');
    expect(body.get('signature')).toBeNull();
  });

  it('keeps both waiting when the first gets no answer, and does not try the second', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await syncOutbox('dan@example.com', 'old-token')).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [first, second] = await listOutbox('dan@example.com');
    expect([first!.state, first!.attempts, first!.lastStatus]).toEqual(['waiting', 2, 0]);
    expect([second!.state, second!.attempts]).toEqual(['waiting', 1]);
  });

  it("marks a refused one with the server's messages and goes on with the next", async () => {
    fetchMock
      .mockResolvedValueOnce(
        answer(422, {
          message: "ODM Read cannot be below the vehicle's last reading of 12500.",
          errors: { odm_read: ["ODM Read cannot be below the vehicle's last reading of 12500."] },
        }),
      )
      .mockResolvedValueOnce(answer(201));
    expect(await syncOutbox('dan@example.com', 'old-token')).toBe(0);
    const [refused, ...rest] = await listOutbox('dan@example.com');
    expect(rest).toEqual([]);
    expect(refused!.state).toBe('refused');
    expect(refused!.errors).toEqual({ odm_read: ["ODM Read cannot be below the vehicle's last reading of 12500."] });
  });

  it('keeps one waiting, marked for signing in again, when the session has ended', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Unauthenticated.' }));
    await syncOutbox('dan@example.com', 'old-token');
    const [first] = await listOutbox('dan@example.com');
    expect([first!.state, first!.lastStatus]).toEqual(['waiting', 401]);
  });

  it("keeps each person's outbox apart on a shared phone", async () => {
    expect(await listOutbox('sue@example.com')).toEqual([]);
    const database = await offlineDatabase();
    expect(await database.count('outbox')).toBe(2);
  });

  it('keeps what was sent, with when, until the driver closes its card', async () => {
    fetchMock.mockResolvedValue(answer(201));
    const before = new Date().toISOString();
    await syncOutbox('dan@example.com', 'new-token');
    const sent = await listSent('dan@example.com');
    // Both may be sent within one millisecond: their order is not the point here.
    const byId = sent.map(({ requestId, label, kind }) => ({ requestId, label, kind }));
    expect(byId.sort((a, b) => a.requestId.localeCompare(b.requestId))).toEqual([
      { requestId: '11111111-1111-4111-8111-111111111111', label: 'T-44 · Ford F-150', kind: 'checklist' },
      { requestId: '22222222-2222-4222-8222-222222222222', label: 'T-44 · Ford F-150', kind: 'checklist' },
    ]);
    expect(sent.every((entry) => entry.sentAt >= before)).toBe(true);
    expect(await listSent('sue@example.com')).toEqual([]);

    await dismissSent('11111111-1111-4111-8111-111111111111');
    expect((await listSent('dan@example.com')).map((entry) => entry.requestId)).toEqual([
      '22222222-2222-4222-8222-222222222222',
    ]);
  });

  it('forgets a sent card after twelve hours', async () => {
    fetchMock.mockResolvedValue(answer(201));
    await syncOutbox('dan@example.com', 'new-token');
    const thirteenHoursOn = Date.now() + 13 * 60 * 60 * 1000;
    expect(await listSent('dan@example.com', thirteenHoursOn)).toEqual([]);
    expect(await listSent('dan@example.com')).toEqual([]);
  });

  it('keeps nothing as sent when the server refuses', async () => {
    fetchMock.mockResolvedValue(answer(422, { message: 'The checklist field is required.' }));
    await syncOutbox('dan@example.com', 'old-token');
    expect(await listSent('dan@example.com')).toEqual([]);
  });
});
