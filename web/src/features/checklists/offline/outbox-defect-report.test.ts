import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { offlineDatabase } from './offline-db';
import { listOutbox, queueChecklist, queueDefectReport, syncOutbox } from './outbox';

let fetchMock: Mock<typeof fetch>;
const answer = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status });

const reportId = '44444444-4444-4444-8444-444444444444';
const checklistId = '55555555-5555-4555-8555-555555555555';

beforeEach(async () => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  await (await offlineDatabase()).clear('outbox');
  await queueChecklist({
    requestId: checklistId,
    owner: 'dan@example.com',
    token: 'token',
    request: {
      equipment_number: 'T-44',
      vehicle_type: 'Ford F-150',
      operator: 'Dan Driverson',
      date_to_added: '2026-11-18',
      odm_read: '12100',
      checklist: { tires: 'yes' },
    },
    photos: [],
    form: { values: {} as never, openedAt: '2026-11-18T10:00:00.000Z' },
    label: 'T-44 · Ford F-150',
    queuedAt: '2026-11-18T10:00:00.000Z',
    state: 'waiting',
    attempts: 1,
  });
  await queueDefectReport({
    kind: 'defect_report',
    requestId: reportId,
    owner: 'dan@example.com',
    token: 'token',
    request: { vehicle_id: 44, item: 'coupling', code: '1.A', note: 'Kingpin cracked', form_version_id: 7 },
    photos: [new File(['photo'], 'kingpin.jpg', { type: 'image/jpeg' })],
    label: 'T-44 · Coupling 1.A',
    queuedAt: '2026-11-18T09:00:00.000Z',
    state: 'waiting',
    attempts: 1,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a defect report in the outbox (issue 36)', () => {
  it('is sent in its turn to POST api/defects with its request id, fields and photos, then forgotten', async () => {
    fetchMock.mockResolvedValue(answer(201));

    expect(await syncOutbox('dan@example.com', 'token')).toBe(0);

    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/defects', '/api/checklist']);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe(reportId);
    const body = init!.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'photos'))).toEqual({
      vehicle_id: '44',
      item: 'coupling',
      code: '1.A',
      note: 'Kingpin cracked',
      form_version_id: '7',
    });
    expect((body.get('photos') as File).name).toBe('kingpin.jpg');
    expect(await listOutbox('dan@example.com')).toEqual([]);
  });

  it('refused, it keeps the server’s messages and the checklist after it is still sent', async () => {
    fetchMock
      .mockResolvedValueOnce(
        answer(422, {
          message: 'Choose one of this item’s defects.',
          errors: { code: ['Choose one of this item’s defects.'] },
        }),
      )
      .mockResolvedValueOnce(answer(201));

    expect(await syncOutbox('dan@example.com', 'token')).toBe(0);

    const [refused, ...rest] = await listOutbox('dan@example.com');
    expect(rest).toEqual([]);
    expect([refused!.requestId, refused!.state, refused!.errors]).toEqual([
      reportId,
      'refused',
      { code: ['Choose one of this item’s defects.'] },
    ]);
  });
});
