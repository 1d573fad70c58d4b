import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, users } from '../../../src/db/schema/index.js';
import { hashToken } from '../../../src/lib/tokens.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { csvFileRows } from '../../support/file-download.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();
const day = 24 * 60 * 60 * 1000;

async function createToken(admin: TestUser, body: Record<string, unknown>) {
  return testApp.request(admin, { method: 'POST', url: '/api/api_tokens', payload: body });
}

/** Calls the API as a script would, with the personal token as its bearer. */
function withToken(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
}

async function newToken(admin: TestUser, scope: 'read' | 'read_write', days = 30) {
  const response = await createToken(admin, { name: `${scope} script`, scope, expires_in_days: days });
  expect(response.statusCode).toBe(201);
  return (response.json() as { data: { id: number; token: string } }).data;
}

describe('personal API tokens', () => {
  it('an admin creates a token, sees it once, and only its hash is stored', async () => {
    testApp.setNow('2026-11-18T15:00:00Z');
    const admin = await testApp.createUser('admin');
    const response = await createToken(admin, { name: 'Payroll export', scope: 'read', expires_in_days: 90 });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { data: { id: number; token: string }; message: string };
    expect(body.message).toBe('The API token has been created. Copy it now: it is not shown again.');
    expect(body.data).toEqual({
      id: body.data.id,
      name: 'Payroll export',
      scope: 'read',
      created_at: '2026-11-18T15:00:00.000Z',
      expires_at: '2027-02-16T15:00:00.000Z',
      last_used_at: null,
      revoked_at: null,
      token: expect.stringMatching(/^fo_pat_[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await testApp.context.db.select().from(apiTokens).where(eq(apiTokens.id, body.data.id));
    expect(row!.tokenHash).toBe(hashToken(body.data.token));
    const list = await testApp.request(admin, { method: 'GET', url: '/api/api_tokens' });
    const { token: _token, ...listed } = body.data;
    expect(list.json()).toEqual({
      data: [listed],
      message: 'OK',
      total: 1,
      per_page: 10,
      current_page: 1,
      last_page: 1,
    });
  });

  it('lists the admin’s own tokens newest first, page by page, and exports them without the tokens', async () => {
    const admin = await testApp.createUser('admin');
    for (const name of ['First', 'Second', 'Third']) {
      expect((await createToken(admin, { name, scope: 'read_write', expires_in_days: 30 })).statusCode).toBe(201);
    }
    const second = await testApp.request(admin, { method: 'GET', url: '/api/api_tokens?per_page=2&page=2' });
    expect(second.json()).toMatchObject({ total: 3, current_page: 2, last_page: 2 });
    expect(second.json().data.map((token: { name: string }) => token.name)).toEqual(['First']);

    const csv = await testApp.request(admin, {
      method: 'GET',
      url: '/api/api_tokens/a1b2c3/export',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(csvFileRows(csv, 'fr', 'api-tokens-2026-11-18.csv')).toEqual([
      ['Nom', 'Accès', 'Créé', 'Expire', 'Dernière utilisation', 'Révoqué', 'État'],
      ...['Third', 'Second', 'First'].map((name) => [
        name,
        'Lecture et écriture',
        '2026-11-18 11:30:00',
        '2026-12-18 11:30:00',
        '',
        '',
        'Actif',
      ]),
    ]);
    expect(csv.body).not.toContain('fo_pat_');
  });

  it('refuses a token with no name, an unknown scope or a lifetime that is not offered, with field messages', async () => {
    const admin = await testApp.createUser('admin');
    const response = await createToken(admin, { name: ' ', scope: 'everything', expires_in_days: 1000 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Give the token a name.'],
      scope: ['Choose read-only or read and write.'],
      expires_in_days: ['Choose how long the token lasts: 7, 30, 90 or 365 days.'],
    });
    expect(await testApp.context.db.select().from(apiTokens).where(eq(apiTokens.userId, admin.id))).toEqual([]);
  });

  it('a supervisor cannot create a token', async () => {
    const supervisor = await testApp.createUser('supervisor');
    const response = await createToken(supervisor, { name: 'Mine', scope: 'read', expires_in_days: 7 });
    expect(response.statusCode).toBe(403);
  });

  it('a read-only token reads lists and runs reports, but cannot write', async () => {
    const admin = await testApp.createUser('admin');
    const { token } = await newToken(admin, 'read');
    expect((await withToken(token, 'GET', '/api/vehicles')).statusCode).toBe(200);
    const report = await withToken(token, 'POST', '/api/reports/profit_loss', {
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
    expect(report.statusCode).toBe(200);
    const write = await withToken(token, 'POST', '/api/vehicles/color', { color: '#ff8800', vehicle_id: 1 });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: 'This API token may only read.' });
  });

  it('a read-write token writes as its admin', async () => {
    const admin = await testApp.createUser('admin');
    const { token } = await newToken(admin, 'read_write');
    const vehicle = await insertVehicle(testApp);
    const saved = await withToken(token, 'POST', '/api/vehicles/color', { color: '#ff8800', vehicle_id: vehicle.id });
    expect(saved.statusCode).toBe(200);
  });

  it('a token cannot make, list or revoke tokens, nor sign out', async () => {
    const admin = await testApp.createUser('admin');
    const { token } = await newToken(admin, 'read_write');
    for (const call of [
      withToken(token, 'POST', '/api/api_tokens', { name: 'Child', scope: 'read', expires_in_days: 7 }),
      withToken(token, 'GET', '/api/api_tokens'),
      withToken(token, 'POST', '/api/logout'),
    ]) {
      const response = await call;
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'An API token cannot do this. Sign in to the app instead.' });
    }
  });

  it('stops working when revoked, when expired, and when its admin is disabled or no longer an admin', async () => {
    testApp.setNow('2026-11-18T15:00:00Z');
    const admin = await testApp.createUser('admin');
    const { token: revoked, id } = await newToken(admin, 'read');
    const { token: expiring } = await newToken(admin, 'read', 7);
    const revoke = await testApp.request(admin, { method: 'DELETE', url: `/api/api_tokens/${id}` });
    expect(revoke.json()).toEqual({ message: 'The API token has been revoked.' });
    expect((await withToken(expiring, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await withToken(revoked, 'GET', '/api/me')).statusCode).toBe(401);

    testApp.setNow(new Date(Date.parse('2026-11-18T15:00:00Z') + 7 * day + 1000).toISOString());
    expect((await withToken(expiring, 'GET', '/api/me')).statusCode).toBe(401);

    const demoted = await testApp.createUser('admin');
    const { token } = await newToken(demoted, 'read');
    await testApp.context.db.update(users).set({ role: 'supervisor' }).where(eq(users.id, demoted.id));
    expect((await withToken(token, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('an admin cannot revoke another admin’s token', async () => {
    const owner = await testApp.createUser('admin');
    const other = await testApp.createUser('admin');
    const { id } = await newToken(owner, 'read');
    const response = await testApp.request(other, { method: 'DELETE', url: `/api/api_tokens/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'API token not found.' });
  });
});
