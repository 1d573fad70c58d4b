import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trackingMessages } from '@fleet-ops/shared';
import { auditLog, trackings } from '../../../src/db/schema/index.js';
import { addDriver, insertAssignment } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { days, listWeek, oldVehicle, rowsOf, thisWeek } from './test-support.js';

const testApp = useTestApp();

async function stored(id: number) {
  const [row] = await testApp.context.db.select().from(trackings).where(eq(trackings.id, id));
  return row!;
}

async function auditsOf(id: number) {
  return testApp.context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'tracking'), eq(auditLog.entityId, String(id))));
}

/** A driven vehicle's row of this week as the screen lists it, and a save of it as the screen sends it. */
async function openRow(admin: TestUser, equipmentNumber: string) {
  const driver = await addDriver(testApp, admin, { driver_name: `Driver of ${equipmentNumber}` });
  const vehicle = await oldVehicle(testApp, equipmentNumber);
  await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: driver.id, from: '2026-10-01T12:00:00Z' });
  const [row] = rowsOf(await listWeek(testApp, admin, { search: equipmentNumber }), equipmentNumber);
  const save = (user: TestUser, changes: Record<string, unknown>) =>
    testApp.request(user, {
      method: 'PUT',
      url: '/api/trackings',
      payload: {
        VIN_no: vehicle.vinNo,
        start_date: thisWeek,
        driver_id: driver.id,
        rate_type: 'custom_rate',
        rate: 100,
        week_record: days(thisWeek, [1, 1]),
        ...changes,
      },
    });
  return { row: row!, save };
}

describe('two people editing the same tracking row (PUT api/trackings with version)', () => {
  it('answers each row with its version, and a save with the version it read makes the next one', async () => {
    const admin = await testApp.createUser('admin');
    const { row, save } = await openRow(admin, 'VER-1');
    expect(row.version).toBe(1);
    const response = await save(admin, { version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.version).toBe(2);
    expect((await stored(row.id)).version).toBe(2);
  });

  it('refuses a save over someone else’s newer save with 409, and changes nothing', async () => {
    const first = await testApp.createUser('admin');
    const second = await testApp.createUser('admin');
    const { row, save } = await openRow(first, 'VER-2');
    // Both opened the week at version 1; the first saves, then the second.
    expect((await save(first, { version: 1, comment: 'First save', rate: 120 })).statusCode).toBe(200);
    const before = await stored(row.id);

    const stale = await save(second, {
      version: 1,
      comment: 'Second save',
      rate: 90,
      week_record: days(thisWeek, [0, 3, 3, 3]),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: trackingMessages.staleRow });
    expect(await stored(row.id)).toEqual(before);
    expect(before).toMatchObject({ comment: 'First save', rateCents: 12_000, totalBillingCents: 24_000, version: 2 });
    expect(await auditsOf(row.id)).toHaveLength(1);
  });

  it('lets only one of two saves sent at the same moment with the same version through', async () => {
    const admin = await testApp.createUser('admin');
    const { row, save } = await openRow(admin, 'VER-3');
    const answers = await Promise.all([
      save(admin, { version: 1, comment: 'One' }),
      save(admin, { version: 1, comment: 'Other' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data;
    expect(await stored(row.id)).toMatchObject({ comment: winner.comment, version: 2 });
  });

  it('counts the status toggle as a save, so an edit opened before it is refused', async () => {
    const admin = await testApp.createUser('admin');
    const { row, save } = await openRow(admin, 'VER-4');
    const toggled = await testApp.request(admin, { method: 'GET', url: `/api/trackings/status/${row.id}` });
    expect(toggled.json().data.version).toBe(2);
    expect((await save(admin, { version: 1 })).statusCode).toBe(409);
    expect((await save(admin, { version: 2, week_record: undefined })).statusCode).toBe(200);
    expect((await stored(row.id)).version).toBe(3);
  });

  it('still saves for a client that sends no version (the spec’s), as the last save', async () => {
    const admin = await testApp.createUser('admin');
    const { row, save } = await openRow(admin, 'VER-5');
    expect((await save(admin, { version: 1, comment: 'Seen' })).statusCode).toBe(200);
    const blind = await save(admin, { comment: 'Spec client' });
    expect(blind.statusCode).toBe(200);
    expect(await stored(row.id)).toMatchObject({ comment: 'Spec client', version: 3 });
  });

  it('refuses a version that is not a whole number (422)', async () => {
    const admin = await testApp.createUser('admin');
    const { save } = await openRow(admin, 'VER-6');
    const response = await save(admin, { version: 'latest' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ version: [trackingMessages.versionInvalid] });
  });
});
