import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, trackings, vehicles } from '../../../src/db/schema/index.js';
import { expectAdminsOnly } from '../../support/access.js';
import { csvDownload, insertVehicle } from '../../support/fleet-fixtures.js';
import { csvFileRows } from '../../support/file-download.js';
import { multipartBody } from '../../support/multipart.js';
import { sessionsOutlastClockJumps, useTestApp } from '../../support/test-app.js';

const testApp = useTestApp(sessionsOutlastClockJumps);

/** Today is Wednesday 2026-11-18: last week started 11-08, this week 11-15, next week 11-22. */
async function vehicleWithThreeWeeks(equipmentNumber: string) {
  const vehicle = await insertVehicle(testApp, equipmentNumber);
  await testApp.context.db
    .insert(trackings)
    .values(
      ['2026-11-08', '2026-11-15', '2026-11-22'].map((weekStart) => ({ weekStart, vehicleId: vehicle.id, slot: 0 })),
    );
  return vehicle;
}

async function trackingWeeks(vehicleId: number) {
  const rows = await testApp.context.db
    .select({ weekStart: trackings.weekStart, hidden: trackings.hidden })
    .from(trackings)
    .where(eq(trackings.vehicleId, vehicleId))
    .orderBy(asc(trackings.weekStart));
  return rows;
}

describe('PUT api/vehicles/status/{id}', () => {
  it('hides a vehicle and marks its rows of this and later weeks hidden; showing it unmarks them', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await vehicleWithThreeWeeks('ST-1');
    const bystander = await vehicleWithThreeWeeks('ST-2');

    const hide = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/vehicles/status/${vehicle.id}`,
      payload: { name: 'status' },
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({
      message: 'Vehicle has been hidden.',
      data: { status: 'hidden', enabled: true },
    });
    expect(await trackingWeeks(vehicle.id)).toEqual([
      { weekStart: '2026-11-08', hidden: false },
      { weekStart: '2026-11-15', hidden: true },
      { weekStart: '2026-11-22', hidden: true },
    ]);
    expect((await trackingWeeks(bystander.id)).every((row) => !row.hidden)).toBe(true);

    const show = await testApp.request(admin, {
      method: 'POST',
      url: `/api/vehicles/status/${vehicle.id}`,
      ...multipartBody({ name: 'status', _method: 'PUT' }),
    });
    expect(show.json()).toMatchObject({ message: 'Vehicle has been activated.', data: { status: 'active' } });
    expect((await trackingWeeks(vehicle.id)).map((row) => row.hidden)).toEqual([false, false, false]);

    const actions = await testApp.context.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicle'), eq(auditLog.entityId, String(vehicle.id))))
      .orderBy(asc(auditLog.id));
    expect(actions.map((entry) => entry.action)).toEqual(['hide', 'show']);
    expect(actions[0]!.changes).toMatchObject({
      status: { before: 'active', after: 'hidden' },
      tracking_rows_changed: { before: null, after: 2 },
    });
  });

  it('disables a vehicle and deletes its tracking rows of this and later weeks, keeping past weeks; enabling adds none back', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await vehicleWithThreeWeeks('ST-3');
    const bystander = await vehicleWithThreeWeeks('ST-4');

    const disable = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/vehicles/status/${vehicle.id}`,
      payload: { name: 'enabled' },
    });
    expect(disable.json()).toMatchObject({ message: 'Vehicle has been disabled.', data: { enabled: false } });
    expect(await trackingWeeks(vehicle.id)).toEqual([{ weekStart: '2026-11-08', hidden: false }]);
    expect(await trackingWeeks(bystander.id)).toHaveLength(3);

    const enable = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/vehicles/status/${vehicle.id}`,
      payload: { name: 'enabled' },
    });
    expect(enable.json()).toMatchObject({ message: 'Vehicle has been enabled.', data: { enabled: true } });
    expect(await trackingWeeks(vehicle.id)).toEqual([{ weekStart: '2026-11-08', hidden: false }]);
    const [row] = await testApp.context.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row).toMatchObject({ enabled: true, status: 'active' });
  });

  it('uses the business timezone to decide which week is current', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await vehicleWithThreeWeeks('ST-5');
    // Sunday 2026-11-22 01:00 UTC is still Saturday 2026-11-21 in St. John's: week 11-15 is current.
    testApp.setNow('2026-11-22T01:00:00Z');
    await testApp.request(admin, {
      method: 'PUT',
      url: `/api/vehicles/status/${vehicle.id}`,
      payload: { name: 'enabled' },
    });
    testApp.setNow('2026-11-18T15:00:00Z');
    expect((await trackingWeeks(vehicle.id)).map((row) => row.weekStart)).toEqual(['2026-11-08']);
  });

  it('answers 422 for another name and 404 for an unknown vehicle', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'ST-6');
    const bad = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/vehicles/status/${vehicle.id}`,
      payload: { name: 'deleted' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: 'Name must be status or enabled.',
      errors: { name: ['Name must be status or enabled.'] },
    });
    const unknown = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/vehicles/status/987654',
      payload: { name: 'status' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Vehicle not found.' });
  });
});

describe('POST api/vehicles/color', () => {
  it('sets the colour as lower-case #rrggbb and refuses anything else', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'CO-1');
    const response = await testApp.request(admin, {
      method: 'POST',
      url: '/api/vehicles/color',
      ...multipartBody({ color: '#A1B2C3', vehicle_id: String(vehicle.id) }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Colour has been assigned successfully.',
      data: { id: vehicle.id, color: '#a1b2c3' },
    });
    const missing = await testApp.request(admin, {
      method: 'POST',
      url: '/api/vehicles/color',
      payload: { color: '', vehicle_id: vehicle.id },
    });
    expect(missing.json()).toEqual({ message: 'Colour is required', errors: { color: ['Colour is required'] } });
    const bad = await testApp.request(admin, {
      method: 'POST',
      url: '/api/vehicles/color',
      payload: { color: 'red', vehicle_id: vehicle.id },
    });
    expect(bad.json().errors).toEqual({ color: ['Enter a colour as #rrggbb.'] });
    const unknown = await testApp.request(admin, {
      method: 'POST',
      url: '/api/vehicles/color',
      payload: { color: '#000000', vehicle_id: 987654 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET api/vehicles/{hex}/export', () => {
  it('streams the filtered, sorted list as CSV with a BOM, quoting and formulas neutralised', async () => {
    const admin = await testApp.createUser('admin');
    const risky = await insertVehicle(testApp, 'EX-1');
    await testApp.context.db
      .update(vehicles)
      .set({
        vehicleType: '=HYPERLINK("http://evil")',
        comments: 'Dent, "left" door\nsecond line',
        regExpiry: '2026-01-01',
      })
      .where(eq(vehicles.id, risky.id));
    const fine = await insertVehicle(testApp, 'EX-2');
    await testApp.context.db.update(vehicles).set({ regExpiry: '2026-02-01' }).where(eq(vehicles.id, fine.id));

    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/vehicles/a1B2c3/export?type=expired&sort=equipment_number&sortDir=desc',
    });
    const rows = csvDownload(response, 'vehicles-2026-11-18.csv');
    expect(rows[0]).toEqual([
      'Equipment Number',
      'Vehicle Type',
      'Vehicle',
      'Licence Plate',
      'VIN',
      'Ownership',
      'Location',
      'ABG/MVA Stickers',
      'Insurance Expiry',
      'Registration Expiry',
      'Inspection Status',
      'Inspection Date',
      'Battery Expiry',
      'Tire Expiry',
      'Drivers',
      'Inspection',
      'PPE No',
      'Odometer',
      'Radio',
      'Mine',
      'Status',
      'Enabled',
      'Comments',
      'Gross weight rating (kg)',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['EX-2', 'EX-1']);
    const riskyRow = rows[2]!;
    expect(riskyRow[2]).toBe('\'=HYPERLINK("http://evil")');
    expect(riskyRow[rows[0]!.indexOf('Comments')]).toBe('Dent, "left" door\nsecond line');

    const badCode = await testApp.request(admin, { method: 'GET', url: '/api/vehicles/xyz/export' });
    expect(badCode.statusCode).toBe(404);
  });

  it('heads the columns and words yes, no and codes in French, between semicolons, for a French reader', async () => {
    const admin = await testApp.createUser('admin');
    await insertVehicle(testApp, 'FR-1');
    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/vehicles/f1f2f3/export?search=FR-1',
      headers: { 'accept-language': 'fr' },
    });
    const rows = csvFileRows(response, 'fr', 'vehicles-2026-11-18.csv');
    expect(rows[0]).toEqual([
      'Numéro d’équipement',
      'Type de véhicule',
      'Véhicule',
      'Plaque',
      'NIV',
      'Propriété',
      'Emplacement',
      'Vignettes ABG/MVA',
      'Expiration de l’assurance',
      'Expiration de l’immatriculation',
      'État de l’inspection',
      'Date d’inspection',
      'Expiration de la batterie',
      'Expiration des pneus',
      'Chauffeurs',
      'Inspection',
      'N° d’EPI',
      'Odomètre',
      'Radio',
      'Mine',
      'Statut',
      'Activé',
      'Commentaires',
      'Poids nominal brut (kg)',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['FR-1']);
    expect(rows[1]![rows[0]!.indexOf('Activé')]).toBe('Oui');
    expect(rows[1]![rows[0]!.indexOf('Statut')]).toBe('Actif');
    // Issue 36: never inspected, so no inspection covers it.
    expect(rows[1]![rows[0]!.indexOf('Inspection')]).toBe('Expirée');
  });

  it('is for admins only', async () => {
    await expectAdminsOnly(testApp, [{ method: 'GET', url: '/api/vehicles/1a2b3c/export' }]);
  });
});
