import { count, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDataMessages } from '@fleet-ops/shared';
import { auditLog, drivers, locations, rates, users, vehicles } from '../../../src/db/schema/index.js';
import { seedDemoData } from '../../../src/seed/seed.js';
import { tableChecksums } from '../../hardening/table-checksums.js';
import { expectAdminsOnly } from '../../support/access.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

// Seeding in this process leaves a big heap and a busy loop behind: the overload guard is not
// what this file tests, so it is set out of reach.
const testApp = useTestApp({ pressure: { maxEventLoopDelayMs: 60_000, maxHeapUsedBytes: 64 * 1024 ** 3 } });
let admin: TestUser;

async function rowCount(table: typeof users | typeof drivers | typeof vehicles | typeof locations) {
  const [row] = await testApp.context.db.select({ value: count() }).from(table);
  return row!.value;
}

const status = () => testApp.request(admin, { method: 'GET', url: '/api/demo_data' });
const remove = () => testApp.request(admin, { method: 'DELETE', url: '/api/demo_data' });

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  await seedDemoData(testApp.context, { scale: 0.04, seed: 'demo-removal' });
}, 120_000);

describe('demo data', () => {
  it('is only for admins to read or remove', async () => {
    await expectAdminsOnly(testApp, [
      { method: 'GET', url: '/api/demo_data' },
      { method: 'DELETE', url: '/api/demo_data' },
    ]);
    expect(await rowCount(vehicles)).toBeGreaterThan(0);
  });

  it('says the demo accounts are there', async () => {
    const response = await status();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { present: true, accounts: expect.any(Number) },
      message: demoDataMessages.present,
    });
    expect(response.json().data.accounts).toBeGreaterThan(2);
  });

  it('removes the demo people and fleet in one audited step; admins, other supervisors and lookups stay', async () => {
    const realLead = await testApp.createUser('supervisor', { email: 'real.lead@fleet.test' });
    const before = { vehicles: await rowCount(vehicles), drivers: await rowCount(drivers) };
    const lookups = await testApp.context.db.select().from(rates).orderBy(rates.id);
    const locationCount = await rowCount(locations);

    const response = await remove();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { removed: true, ...before, accounts: expect.any(Number) },
      message: demoDataMessages.removed,
    });
    expect([await rowCount(vehicles), await rowCount(drivers)]).toEqual([0, 0]);
    const left = await testApp.context.db.select().from(users).where(ne(users.role, 'admin'));
    expect(left.map((user) => [user.role, user.email])).toEqual(
      expect.arrayContaining([['supervisor', realLead.email]]),
    );
    expect(left.every((user) => user.role === 'supervisor' && user.email.endsWith('@fleet.test'))).toBe(true);
    expect(await testApp.context.db.select().from(rates).orderBy(rates.id)).toEqual(lookups);
    expect(await rowCount(locations)).toBe(locationCount);
    const entries = await testApp.context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'demo_data'))
      .orderBy(auditLog.id);
    // The seed's own entry, then the removal's.
    expect(entries.map(({ actorId, action, entityId }) => ({ actorId, action, entityId })).at(-1)).toEqual({
      actorId: admin.id,
      action: 'delete',
      entityId: 'demo',
    });

    // The admin who removed it is still signed in.
    expect((await status()).json()).toEqual({
      data: { present: false, accounts: 0 },
      message: demoDataMessages.absent,
    });
  });

  it('a second removal is harmless: it says so and changes nothing', async () => {
    const before = await tableChecksums(testApp.context.db);
    const response = await remove();
    expect([response.statusCode, response.json()]).toEqual([
      200,
      {
        data: { removed: false, vehicles: 0, drivers: 0, accounts: 0 },
        message: demoDataMessages.nothingToRemove,
      },
    ]);
    expect(await tableChecksums(testApp.context.db)).toEqual(before);
  });
});
