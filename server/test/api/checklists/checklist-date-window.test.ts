import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dateMessages } from '@fleet-ops/shared';
import { auditLog, checklists } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { checklistFields, driverWithVehicle, submitChecklist } from './checklist-fixtures.js';

/** The test clock: 2026-11-18 11:30 in St. John's, so the default window is 2026-11-11 to 2026-11-18. */
const testApp = useTestApp();

async function storedFor(vehicleId: number) {
  return testApp.context.db.select().from(checklists).where(eq(checklists.vehicleId, vehicleId));
}

describe('the date of a checklist (POST api/checklist)', () => {
  it('a driver may date it today or up to 7 days before, and nothing earlier is stored', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);

    const early = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { date_to_added: '2026-11-10' }),
    );
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({
      message: 'Choose a date from 2026-11-11 to 2026-11-18.',
      errors: { date_to_added: ['Choose a date from 2026-11-11 to 2026-11-18.'] },
    });
    // A back-dated checklist would have filled a missing day of the Pre-Use report.
    expect(await storedFor(vehicle.id)).toEqual([]);

    const oldest = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { date_to_added: '2026-11-11' }),
    );
    expect(oldest.statusCode).toBe(201);
    expect((await storedFor(vehicle.id)).map((row) => row.date)).toEqual(['2026-11-11']);
  });

  it('refuses 1900-01-01 and 9999-12-31 with the app’s date bounds, whoever sends them', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    for (const [user, date] of [
      [session, '1900-01-01'],
      [admin, '1900-01-01'],
      [session, '9999-12-31'],
    ] as const) {
      const response = await submitChecklist(
        testApp,
        user,
        checklistFields(vehicle, driver.name, { date_to_added: date }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.date_to_added).toEqual([dateMessages.outOfBounds]);
    }
    expect(dateMessages.outOfBounds).toBe('Enter a date from 2000-01-01 to 2100-12-31.');
    expect(await storedFor(vehicle.id)).toEqual([]);
  });

  it('counts the window in the business timezone, not UTC', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    // 02:00 UTC on the 19th is still 22:30 on the 18th in St. John's: the 11th is still inside.
    testApp.setNow('2026-11-19T02:00:00Z');
    try {
      const response = await submitChecklist(
        testApp,
        session,
        checklistFields(vehicle, driver.name, { date_to_added: '2026-11-11' }),
      );
      expect(response.statusCode).toBe(201);
    } finally {
      testApp.setNow('2026-11-18T15:00:00Z');
    }
  });

  it('follows CHECKLIST_BACKDATE_DAYS, in the form options too', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    testApp.context.config.checklistBackdateDays = 1;
    try {
      const options = await testApp.request(session, { method: 'GET', url: '/api/checklist/form_options' });
      expect(options.json().data).toMatchObject({
        today: '2026-11-18',
        earliest_date: '2026-11-17',
        may_backdate: false,
      });
      const response = await submitChecklist(
        testApp,
        session,
        checklistFields(vehicle, driver.name, { date_to_added: '2026-11-16' }),
      );
      expect(response.json().errors).toEqual({ date_to_added: ['Choose a date from 2026-11-17 to 2026-11-18.'] });
    } finally {
      testApp.context.config.checklistBackdateDays = 7;
    }
  });

  it('an admin may back-date further only with a reason, which the audit log keeps', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle } = await driverWithVehicle(testApp, admin);
    const options = await testApp.request(admin, { method: 'GET', url: '/api/checklist/form_options' });
    expect(options.json().data).toMatchObject({ earliest_date: '2026-11-11', may_backdate: true });

    const fields = checklistFields(vehicle, driver.name, { date_to_added: '2026-10-02', driver_id: String(driver.id) });
    const withoutReason = await submitChecklist(testApp, admin, fields);
    expect(withoutReason.statusCode).toBe(422);
    expect(withoutReason.json()).toEqual({
      message: 'Give a reason to date a checklist before 2026-11-11.',
      errors: { backdate_reason: ['Give a reason to date a checklist before 2026-11-11.'] },
    });
    expect(await storedFor(vehicle.id)).toEqual([]);

    const reason = 'Paper form found in the glovebox after the outage';
    const withReason = await submitChecklist(testApp, admin, { ...fields, backdate_reason: `  ${reason} ` });
    expect(withReason.statusCode).toBe(201);
    const [stored] = await storedFor(vehicle.id);
    expect(stored).toMatchObject({ date: '2026-10-02', submittedBy: admin.id });
    const [audit] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'checklist'), eq(auditLog.entityId, String(stored!.id))));
    expect(audit).toMatchObject({ action: 'create', actorId: admin.id });
    expect(audit!.changes.backdateReason).toEqual({ before: null, after: reason });
  });

  it('keeps no reason in the audit log for a date inside the window', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle } = await driverWithVehicle(testApp, admin);
    const response = await submitChecklist(
      testApp,
      admin,
      checklistFields(vehicle, driver.name, { driver_id: String(driver.id), backdate_reason: 'Not needed' }),
    );
    expect(response.statusCode).toBe(201);
    const [audit] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'checklist'), eq(auditLog.entityId, String(response.json().data.id))));
    expect(audit!.changes).not.toHaveProperty('backdateReason');
  });
});
