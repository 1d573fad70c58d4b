import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, trackings } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();

/** The Reports screens' calls: all POST, all reads. */
const reportCalls = [
  '/api/reports/cleaning',
  '/api/reports/cleaning/SUV',
  '/api/reports/maintenance',
  '/api/reports/maintenance/all',
  '/api/reports/inspection/expired',
  '/api/reports/reg_renewal/upcoming',
  '/api/reports/vehicle_types/all',
  '/api/reports/pre_use_inspection',
  '/api/reports/profit_loss',
  '/api/reports/defects',
];

async function newToken(admin: TestUser, scope: 'read' | 'read_write'): Promise<string> {
  const response = await testApp.request(admin, {
    method: 'POST',
    url: '/api/api_tokens',
    payload: { name: `${scope} script`, scope, expires_in_days: 30 },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { data: { token: string } }).data.token;
}

function withToken(token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return testApp.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
}

/** One row of this week's tracking (listing the week opens it). */
async function trackingRow(admin: TestUser) {
  await insertVehicle(testApp);
  expect((await testApp.request(admin, { method: 'GET', url: '/api/trackings' })).statusCode).toBe(200);
  const [row] = await testApp.context.db.select().from(trackings).limit(1);
  return row!;
}

async function storedEnabled(id: number): Promise<boolean> {
  const [row] = await testApp.context.db.select().from(trackings).where(eq(trackings.id, id));
  return row!.enabled;
}

function toggleAudits(id: number) {
  return testApp.context.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'tracking'), eq(auditLog.entityId, String(id))));
}

describe('what a read-only API token may call', () => {
  it('runs every report, the cleaning and maintenance reports included', async () => {
    const admin = await testApp.createUser('admin');
    const token = await newToken(admin, 'read');
    const statuses: Record<string, number> = {};
    for (const url of reportCalls) {
      const response = await withToken(token, 'POST', url, { start_date: '2026-11-01', end_date: '2026-11-30' });
      statuses[url] = response.statusCode;
    }
    expect(statuses).toEqual(Object.fromEntries(reportCalls.map((url) => [url, 200])));
  });

  it('may not toggle a tracking row, with the spec’s GET nor with POST: 403 and the row unchanged', async () => {
    const admin = await testApp.createUser('admin');
    const token = await newToken(admin, 'read');
    const row = await trackingRow(admin);
    for (const method of ['GET', 'POST'] as const) {
      const response = await withToken(token, method, `/api/trackings/status/${row.id}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'This API token may only read.' });
    }
    expect(await storedEnabled(row.id)).toBe(true);
    expect(await toggleAudits(row.id)).toEqual([]);
  });

  it('a read-write token toggles a tracking row with GET and with POST', async () => {
    const admin = await testApp.createUser('admin');
    const token = await newToken(admin, 'read_write');
    const row = await trackingRow(admin);
    const off = await withToken(token, 'GET', `/api/trackings/status/${row.id}`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: 'Tracking has been disabled.', data: { id: row.id, enabled: false } });
    expect(await storedEnabled(row.id)).toBe(false);
    const on = await withToken(token, 'POST', `/api/trackings/status/${row.id}`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ message: 'Tracking has been enabled.', data: { id: row.id, enabled: true } });
    expect(await storedEnabled(row.id)).toBe(true);
    expect(await toggleAudits(row.id)).toEqual([{ action: 'disable' }, { action: 'enable' }]);
  });
});
