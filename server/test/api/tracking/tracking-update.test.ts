import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, auditLog, trackings } from '../../../src/db/schema/index.js';
import { multipartBody } from '../../support/multipart.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { addDriver, insertAssignment, insertVehicle } from '../../support/fleet-fixtures.js';
import { days, lastWeek, listWeek, oldVehicle, rowsOf, setRates, thisWeek } from './test-support.js';

const testApp = useTestApp();

type Saved = { statusCode: number; body: Record<string, unknown> & { data?: Record<string, unknown> } };

async function save(admin: TestUser, payload: Record<string, unknown>): Promise<Saved> {
  const response = await testApp.request(admin, { method: 'PUT', url: '/api/trackings', payload });
  return { statusCode: response.statusCode, body: response.json() };
}

async function stored(id: number) {
  const [row] = await testApp.context.db.select().from(trackings).where(eq(trackings.id, id));
  return row!;
}

/** A vehicle with one driver in slot 1, its row in this week opened. */
async function drivenVehicle(admin: TestUser, equipmentNumber: string, parentType = 'Heavy Duty Truck') {
  const driver = await addDriver(testApp, admin, { driver_name: `Driver of ${equipmentNumber}` });
  const vehicle = await oldVehicle(testApp, equipmentNumber, parentType);
  await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: driver.id, from: '2026-10-01T12:00:00Z' });
  const [row] = rowsOf(await listWeek(testApp, admin, { search: equipmentNumber }), equipmentNumber);
  return { driver, vehicle, row: row! };
}

describe('PUT api/trackings (and POST with _method=PUT)', () => {
  it('bills a custom rate for each In Use day, stores cents, ignores any total sent, and audits', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, row } = await drivenVehicle(admin, 'UPD-1');
    const response = await save(admin, {
      VIN_no: vehicle.vinNo,
      start_date: '2026-11-18',
      driver_id: driver.id,
      rate_type: 'custom_rate',
      rate: 87.45,
      week_record: days(thisWeek, [1, 3, 2, 0, 1, 3, 2]),
      comment: 'Night shift',
      total_billing: 1_000_000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.message).toBe('Tracking has been updated successfully.');
    expect(response.body.data).toMatchObject({
      id: row.id,
      rate_type: 'custom_rate',
      rate: 87.45,
      total_billing: 349.8,
      comment: 'Night shift',
      week_record: days(thisWeek, [1, 3, 2, 0, 1, 3, 2]),
    });
    expect(await stored(row.id)).toMatchObject({
      rateType: 'custom_rate',
      rateCents: 8_745,
      totalBillingCents: 34_980,
    });
    const [audit] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tracking'), eq(auditLog.entityId, String(row.id))));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'update' });
    expect(audit!.changes).toMatchObject({ total_billing: { before: 0, after: 349.8 }, rate: { after: 87.45 } });

    const list = await listWeek(testApp, admin, { search: 'UPD-1' });
    expect(list.week_total).toBe(349.8);
  });

  it('takes full and shared day rates from Rates at save time, whatever rate is sent', async () => {
    const admin = await testApp.createUser('admin');
    await setRates(testApp, admin, 'Sept Iles - F250', 150.25, 75.5);
    const { driver, vehicle, row } = await drivenVehicle(admin, 'UPD-2', 'Sept Iles - F250');
    const base = {
      VIN_no: vehicle.vinNo,
      start_date: thisWeek,
      driver_id: driver.id,
      week_record: days(thisWeek, [1, 1, 1]),
    };
    const full = await save(admin, { ...base, rate_type: 'full_day_rate', rate: 1 });
    expect(full.body.data).toMatchObject({ rate_type: 'full_day_rate', rate: 150.25, total_billing: 450.75 });
    const shared = await save(admin, { ...base, rate_type: 'shared_day_rate' });
    expect(shared.body.data).toMatchObject({ rate_type: 'shared_day_rate', rate: 75.5, total_billing: 226.5 });
    expect(await stored(row.id)).toMatchObject({ rateCents: 7_550, totalBillingCents: 22_650 });
  });

  it('takes the form data the screen sends: POST, _method=PUT, week_record as JSON text', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, row } = await drivenVehicle(admin, 'UPD-3');
    const form = multipartBody({
      _method: 'PUT',
      VIN_no: vehicle.vinNo,
      start_date: thisWeek,
      driver_id: String(driver.id),
      tracking_id: String(row.id),
      rate_type: 'custom_rate',
      rate: '100',
      week_record: JSON.stringify(days(thisWeek, [3, 3, 3, 3])),
      comment: '',
      cleaning_appt: '',
    });
    const response = await testApp.request(admin, { method: 'POST', url: '/api/trackings', ...form });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ total_billing: 400, comment: null });
  });

  it('keeps the days, comment and cleaning note that are not sent, and clears those sent blank', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, row } = await drivenVehicle(admin, 'UPD-4');
    const base = {
      VIN_no: vehicle.vinNo,
      start_date: thisWeek,
      driver_id: driver.id,
      rate_type: 'custom_rate',
      rate: 10,
    };
    await save(admin, {
      ...base,
      week_record: days(thisWeek, [1, 1]),
      comment: 'Keep me',
      cleaning_appt: 'Fri car wash',
    });
    const kept = await save(admin, { ...base, rate: 20 });
    expect(kept.body.data).toMatchObject({ total_billing: 40, comment: 'Keep me', cleaning_appt: 'Fri car wash' });
    const cleared = await save(admin, { ...base, comment: '  ', cleaning_appt: null });
    expect(cleared.body.data).toMatchObject({ comment: null, cleaning_appt: null });
    expect((await stored(row.id)).weekRecord).toEqual(days(thisWeek, [1, 1]));
  });

  it('edits the driverless row of a vehicle with no driver', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'UPD-5');
    await listWeek(testApp, admin, { search: 'UPD-5' });
    const response = await save(admin, {
      VIN_no: vehicle.vinNo,
      start_date: thisWeek,
      driver_id: 0,
      rate_type: 'custom_rate',
      rate: 5,
      week_record: days(thisWeek, [2, 2, 1]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toMatchObject({ slot: 0, driver_id: null, total_billing: 5 });
  });

  it('gives the spec messages for a missing rate type, a missing rate and a custom rate under 1', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, row } = await drivenVehicle(admin, 'BAD-1');
    const base = { VIN_no: vehicle.vinNo, start_date: thisWeek, driver_id: driver.id };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ rate: 10 }, { rate_type: ['Please provide rate to update tracking.'] }],
      [{ rate_type: '', rate: 10 }, { rate_type: ['Please provide rate to update tracking.'] }],
      [{ rate_type: 'weekly', rate: 10 }, { rate_type: ['Please provide rate to update tracking.'] }],
      [{ rate_type: 'custom_rate' }, { rate: ['Please provide rate to update tracking.'] }],
      [{ rate_type: 'custom_rate', rate: '' }, { rate: ['Please provide rate to update tracking.'] }],
      [{ rate_type: 'custom_rate', rate: 0.99 }, { rate: ['Rate must be provided to update tracking.'] }],
      [{ rate_type: 'custom_rate', rate: 0 }, { rate: ['Rate must be provided to update tracking.'] }],
      [{ rate_type: 'custom_rate', rate: 10.123 }, { rate: ['Rate can have at most 2 decimals.'] }],
      [{ rate_type: 'custom_rate', rate: 'lots' }, { rate: ['Rate must be a number with at most 2 decimals.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await save(admin, { ...base, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.body.errors).toEqual(errors);
    }
    expect(await stored(row.id)).toMatchObject({ rateType: 'full_day_rate', totalBillingCents: 0 });
  });

  it('requires the 7 dates of the week as day keys, each coded 0-3', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle } = await drivenVehicle(admin, 'BAD-2');
    const base = {
      VIN_no: vehicle.vinNo,
      start_date: thisWeek,
      driver_id: driver.id,
      rate_type: 'custom_rate',
      rate: 10,
    };
    const weekMessage = 'Week record must give a day code (0-3) for each of the 7 days of the week.';
    const six = days(thisWeek, [1, 1, 1]);
    delete six['2026-11-21'];
    const records: unknown[] = [
      six,
      { ...days(thisWeek, [1]), '2026-11-22': 1 },
      days(lastWeek, [1]),
      { ...days(thisWeek, []), '2026-11-16': 4 },
      { ...days(thisWeek, []), '2026-11-16': -1 },
      { ...days(thisWeek, []), monday: 1 },
      [1, 1, 1, 1, 1, 1, 1],
    ];
    for (const week_record of records) {
      const response = await save(admin, { ...base, week_record });
      expect(response.statusCode, JSON.stringify(week_record)).toBe(422);
      expect(Object.values(response.body.errors as object).flat()).toContain(weekMessage);
    }
    const notJson = await save(admin, { ...base, week_record: '{"2026-11-15": 1' });
    expect(notJson.body.errors).toEqual({ week_record: ['Week record must be valid JSON.'] });
    const missingVin = await save(admin, { ...base, VIN_no: ' ' });
    expect(missingVin.body.errors).toEqual({ VIN_no: ['VIN number is required.'] });
  });

  it('answers 404 when no row matches the week, VIN, driver or id', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, row } = await drivenVehicle(admin, 'MISS-1');
    const other = await addDriver(testApp, admin);
    const base = {
      VIN_no: vehicle.vinNo,
      start_date: thisWeek,
      driver_id: driver.id,
      rate_type: 'custom_rate',
      rate: 10,
    };
    for (const change of [
      { VIN_no: 'NOPE' },
      { driver_id: other.id },
      { driver_id: 0 },
      { start_date: '2025-12-28' },
      { tracking_id: row.id + 1000 },
    ]) {
      const response = await save(admin, { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(404);
      expect(response.body).toEqual({ message: 'Tracking not found.' });
    }
  });

  it('refuses a Rates type when Rates has no rate for the vehicle type; a custom rate still saves', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle } = await drivenVehicle(admin, 'ODD-1', 'Forklift');
    const base = {
      VIN_no: vehicle.vinNo,
      start_date: thisWeek,
      driver_id: driver.id,
      week_record: days(thisWeek, [1]),
    };
    const refused = await save(admin, { ...base, rate_type: 'full_day_rate' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors).toEqual({ rate_type: ['No rate is set for this vehicle type.'] });
    expect((await save(admin, { ...base, rate_type: 'custom_rate', rate: 3 })).body.data).toMatchObject({
      total_billing: 3,
    });
  });

  it('lets a stored cleaning note replace the week appointment until it is cleared', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle } = await drivenVehicle(admin, 'NOTE-1');
    const base = {
      VIN_no: vehicle.vinNo,
      start_date: thisWeek,
      driver_id: driver.id,
      rate_type: 'custom_rate',
      rate: 10,
    };
    expect((await save(admin, { ...base, cleaning_appt: 'Booked by phone' })).body.data).toMatchObject({
      cleaning_appt: 'Booked by phone',
    });
    expect((await save(admin, { ...base, cleaning_appt: '' })).body.data).toMatchObject({ cleaning_appt: null });
  });
});

describe('rows nobody has saved', () => {
  it('follow Rates in this week, and keep the rate once saved', async () => {
    const admin = await testApp.createUser('admin');
    await setRates(testApp, admin, 'Light Duty Truck', 10, 5);
    const other = await oldVehicle(testApp, 'FOLLOW-2', 'Light Duty Truck');
    const { driver, vehicle, row } = await drivenVehicle(admin, 'FOLLOW-1', 'Light Duty Truck');
    expect(row).toMatchObject({ rate: 10, full_day_rate: 10 });
    const [unsaved] = rowsOf(await listWeek(testApp, admin, { search: 'FOLLOW-2' }), 'FOLLOW-2');
    expect(unsaved).toMatchObject({ rate: 10 });
    await save(admin, {
      VIN_no: vehicle.vinNo,
      start_date: thisWeek,
      driver_id: driver.id,
      rate_type: 'full_day_rate',
      week_record: days(thisWeek, [1]),
    });
    await setRates(testApp, admin, 'Light Duty Truck', 12.5, 6);
    const list = await listWeek(testApp, admin, { search: 'FOLLOW-' });
    expect(rowsOf(list, 'FOLLOW-1')[0]).toMatchObject({ rate: 10, total_billing: 10, full_day_rate: 12.5 });
    expect(rowsOf(list, 'FOLLOW-2')[0]).toMatchObject({ rate: 12.5, total_billing: 0, vehicles_id: other.id });
  });
});

describe('past weeks', () => {
  it('keep the rate they were billed at when Rates change; rows saved later use the new rate', async () => {
    const admin = await testApp.createUser('admin');
    await setRates(testApp, admin, 'Sept Iles - F125', 100, 50);
    const driver = await addDriver(testApp, admin, { driver_name: 'History Driver' });
    const vehicle = await oldVehicle(testApp, 'HIST-1', 'Sept Iles - F125');
    await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: driver.id, from: '2026-10-01T12:00:00Z' });
    await listWeek(testApp, admin, { start_date: lastWeek, search: 'HIST-1' });
    const billed = await save(admin, {
      VIN_no: vehicle.vinNo,
      start_date: lastWeek,
      driver_id: driver.id,
      rate_type: 'full_day_rate',
      week_record: days(lastWeek, [1, 1, 3, 3]),
    });
    expect(billed.body.data).toMatchObject({ rate: 100, total_billing: 400 });

    await setRates(testApp, admin, 'Sept Iles - F125', 150, 80);
    const past = await listWeek(testApp, admin, { start_date: lastWeek, search: 'HIST-1' });
    expect(past.data[0]).toMatchObject({ rate: 100, total_billing: 400, full_day_rate: 150, shared_day_rate: 80 });
    expect(past.week_total).toBe(400);
    expect(await stored(past.data[0]!.id)).toMatchObject({ rateCents: 10_000, totalBillingCents: 40_000 });

    const current = await save(admin, {
      VIN_no: vehicle.vinNo,
      start_date: thisWeek,
      driver_id: driver.id,
      rate_type: 'full_day_rate',
      week_record: days(thisWeek, [1, 1, 3, 3]),
    });
    expect(current.body.data).toMatchObject({ rate: 150, total_billing: 600 });
  });

  it('may be corrected, and each correction is logged with the old and new amount; this week is not', async () => {
    const admin = await testApp.createUser('admin', { firstName: 'Nadia', lastName: 'Corrector' });
    const correctedWeek = '2026-10-25';
    const driver = await addDriver(testApp, admin, { driver_name: 'Corrected Driver' });
    const vehicle = await oldVehicle(testApp, 'CORR-1');
    await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: driver.id, from: '2026-10-01T12:00:00Z' });
    await listWeek(testApp, admin, { start_date: correctedWeek, search: 'CORR-1' });
    const base = { VIN_no: vehicle.vinNo, driver_id: driver.id, rate_type: 'custom_rate', rate: 100 };
    await save(admin, { ...base, start_date: correctedWeek, week_record: days(correctedWeek, [1, 1, 1, 1]) });
    await save(admin, { ...base, start_date: correctedWeek, rate: 150 });
    await save(admin, { ...base, start_date: thisWeek, week_record: days(thisWeek, [1]) });
    const entries = await testApp.context.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.vehicleId, vehicle.id))
      .orderBy(asc(activityLog.id));
    expect(
      entries.map((entry) => [entry.log, entry.note, entry.driverName, entry.equipmentNumber, entry.actorId]),
    ).toEqual([
      ['Tracking corrected', 'Amount $0.00 -> $400.00', 'Corrected Driver', 'CORR-1', admin.id],
      ['Tracking corrected', 'Amount $400.00 -> $600.00', 'Corrected Driver', 'CORR-1', admin.id],
    ]);
    // Who made the correction, as the Vehicle Logs' By column shows it.
    expect(entries.map((entry) => entry.actorName)).toEqual(['Nadia Corrector', 'Nadia Corrector']);
  });
  it('keep their billing when only a note is saved, even after Rates changed, and log nothing', async () => {
    const admin = await testApp.createUser('admin');
    const noteWeek = '2026-10-18';
    await setRates(testApp, admin, 'Sept Iles - SUV', 40, 20);
    const driver = await addDriver(testApp, admin, { driver_name: 'Note Driver' });
    const vehicle = await oldVehicle(testApp, 'NOTEPAST-1', 'Sept Iles - SUV');
    await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: driver.id, from: '2026-10-01T12:00:00Z' });
    const base = { VIN_no: vehicle.vinNo, start_date: noteWeek, driver_id: driver.id, rate_type: 'full_day_rate' };
    const billed = await save(admin, { ...base, week_record: days(noteWeek, [1, 1]) });
    expect(billed.body.data).toMatchObject({ rate: 40, total_billing: 80 });
    await setRates(testApp, admin, 'Sept Iles - SUV', 90, 45);
    const noted = await save(admin, { ...base, rate: 40, comment: 'Returned dirty' });
    expect(noted.body.data).toMatchObject({ rate: 40, total_billing: 80, comment: 'Returned dirty' });
    const repriced = await save(admin, { ...base, week_record: days(noteWeek, [1, 1]) });
    expect(repriced.body.data).toMatchObject({ rate: 90, total_billing: 180 });
    const notes = await testApp.context.db
      .select({ note: activityLog.note })
      .from(activityLog)
      .where(eq(activityLog.vehicleId, vehicle.id))
      .orderBy(asc(activityLog.id));
    expect(notes.map((entry) => entry.note)).toEqual(['Amount $0.00 -> $80.00', 'Amount $80.00 -> $180.00']);
  });
});

describe("POST api/trackings/status/{id} (and the spec's GET)", () => {
  it('toggles a row between enabled and disabled, which moves it between the status filters', async () => {
    const admin = await testApp.createUser('admin');
    const { row } = await drivenVehicle(admin, 'STAT-1');
    const off = await testApp.request(admin, { method: 'GET', url: `/api/trackings/status/${row.id}` });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: 'Tracking has been disabled.', data: { id: row.id, enabled: false } });
    expect((await listWeek(testApp, admin, { search: 'STAT-1' })).data).toEqual([]);
    expect((await listWeek(testApp, admin, { search: 'STAT-1', enabled: 0 })).data.map((r) => r.id)).toEqual([row.id]);
    const on = await testApp.request(admin, { method: 'GET', url: `/api/trackings/status/${row.id}` });
    expect(on.json()).toMatchObject({ message: 'Tracking has been enabled.', data: { enabled: true } });
    const actions = await testApp.context.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tracking'), eq(auditLog.entityId, String(row.id))))
      .orderBy(asc(auditLog.id));
    expect(actions.map((entry) => entry.action)).toEqual(['disable', 'enable']);
  });

  it('toggles the row with POST as with GET, and a HEAD request (headers only) changes nothing', async () => {
    const admin = await testApp.createUser('admin');
    const { row } = await drivenVehicle(admin, 'STAT-2');
    const url = `/api/trackings/status/${row.id}`;
    const head = await testApp.request(admin, { method: 'HEAD', url });
    expect(head.statusCode).toBe(404);
    expect((await stored(row.id)).enabled).toBe(true);
    const off = await testApp.request(admin, { method: 'POST', url });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: 'Tracking has been disabled.', data: { id: row.id, enabled: false } });
    expect((await stored(row.id)).enabled).toBe(false);
    const on = await testApp.request(admin, { method: 'POST', url });
    expect(on.json()).toMatchObject({ message: 'Tracking has been enabled.', data: { enabled: true } });
    expect((await stored(row.id)).enabled).toBe(true);
  });

  it('answers 404 for an unknown row', async () => {
    const admin = await testApp.createUser('admin');
    for (const method of ['GET', 'POST'] as const) {
      for (const id of ['987654', 'x1']) {
        const response = await testApp.request(admin, { method, url: `/api/trackings/status/${id}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Tracking not found.' });
      }
    }
  });
});
