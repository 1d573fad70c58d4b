import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklists } from '../../../src/db/schema/index.js';
import { sessionsOutlastClockJumps, useTestApp } from '../../support/test-app.js';
import { checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';
import { formFor, inspectOnForm } from './fixtures.js';

/** Issue 36: how long an inspection counts, and the state every vehicle answer shows from it. */
const testApp = useTestApp(sessionsOutlastClockJumps);

// The test clock starts at 2026-11-18 15:00 UTC: 11:30 in St. John's (UTC-3:30), the business timezone.
const start = '2026-11-18T15:00:00Z';

async function vehicleOnForm(validity: '24h' | 'shift' | 'calendar_day') {
  testApp.setNow(start);
  const admin = await testApp.createUser('admin');
  const crew = await driverWithVehicle(testApp, admin);
  const versionId = await formFor(testApp, admin, crew.vehicle.id, validity);
  return { admin, ...crew, versionId };
}

async function stateOf(admin: Parameters<typeof testApp.request>[0], vehicleId: number) {
  const response = await testApp.request(admin, { method: 'GET', url: `/api/vehicles/${vehicleId}` });
  const { inspection_state, inspection_valid_until } = response.json().data;
  return { inspection_state, inspection_valid_until };
}

async function storedValidUntil(id: number) {
  const [row] = await testApp.context.db.select().from(checklists).where(eq(checklists.id, id));
  return row!.validUntil?.toISOString();
}

describe('the validity an inspection is stored with', () => {
  it('keeps an inspection on a 24-hour form valid until the same time the next day, then expired', async () => {
    const { admin, vehicle, driver, session, versionId } = await vehicleOnForm('24h');

    const id = await inspectOnForm(testApp, session, vehicle, driver.name, versionId);

    expect(await storedValidUntil(id)).toBe('2026-11-19T15:00:00.000Z');
    expect(await stateOf(admin, vehicle.id)).toEqual({
      inspection_state: 'valid',
      inspection_valid_until: '2026-11-19 11:30:00',
    });
    testApp.setNow('2026-11-19T15:00:00Z');
    expect(await stateOf(admin, vehicle.id)).toEqual({
      inspection_state: 'expired',
      inspection_valid_until: '2026-11-19 11:30:00',
    });
  });

  it('ends an inspection on a shift form at the next shift start from Settings', async () => {
    const { admin, vehicle, driver, session, versionId } = await vehicleOnForm('shift');

    const id = await inspectOnForm(testApp, session, vehicle, driver.name, versionId);

    // Done at 11:30 in the 06:00-18:00 shift.
    expect(await storedValidUntil(id)).toBe('2026-11-18T21:30:00.000Z');
    expect((await stateOf(admin, vehicle.id)).inspection_valid_until).toBe('2026-11-18 18:00:00');
  });

  it('ends a night-shift inspection at the morning shift start, across midnight, with the shifts an admin saved', async () => {
    const { admin, vehicle, driver, session, versionId } = await vehicleOnForm('shift');
    const saved = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/site_settings',
      payload: { shift_starts: ['07:00', '19:00'] },
    });
    expect(saved.statusCode).toBe(200);
    testApp.setNow('2026-11-18T23:30:00Z'); // 20:00 in St. John's

    const id = await inspectOnForm(testApp, session, vehicle, driver.name, versionId);

    expect(await storedValidUntil(id)).toBe('2026-11-19T10:30:00.000Z');
    await testApp.request(admin, { method: 'PUT', url: '/api/site_settings', payload: {} });
  });

  it('keeps the spec’s checklist (the Pre-OP form) valid until the end of its calendar day', async () => {
    testApp.setNow(start);
    const admin = await testApp.createUser('admin');
    const { vehicle, driver, session } = await driverWithVehicle(testApp, admin);

    const response = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name));

    expect(response.statusCode).toBe(201);
    expect(await storedValidUntil(response.json().data.id)).toBe('2026-11-19T03:30:00.000Z');
    expect(response.json().data).toMatchObject({ valid_until: '2026-11-19 00:00:00', valid_now: true });
  });

  it('counts a checklist from before validity was stored for its calendar day', async () => {
    const { admin, vehicle, driver, session, versionId } = await vehicleOnForm('24h');
    const id = await inspectOnForm(testApp, session, vehicle, driver.name, versionId);
    await testApp.context.db.update(checklists).set({ validUntil: null }).where(eq(checklists.id, id));

    expect(await stateOf(admin, vehicle.id)).toEqual({
      inspection_state: 'valid',
      inspection_valid_until: '2026-11-19 00:00:00',
    });
    testApp.setNow('2026-11-19T03:30:00Z');
    expect((await stateOf(admin, vehicle.id)).inspection_state).toBe('expired');
  });
});

describe('the inspection state on the Vehicles list', () => {
  it('says out of service over a valid inspection when a major defect is open, and filters by state', async () => {
    const { admin, vehicle, driver, session, versionId } = await vehicleOnForm('24h');
    const other = await driverWithVehicle(testApp, admin);
    const never = await driverWithVehicle(testApp, admin);
    const otherVersion = await formFor(testApp, admin, other.vehicle.id, '24h');
    await inspectOnForm(testApp, session, vehicle, driver.name, versionId, 'no');
    await inspectOnForm(testApp, other.session, other.vehicle, other.driver.name, otherVersion);

    const rows = async (state: string) => {
      const response = await testApp.request(admin, {
        method: 'GET',
        url: `/api/vehicles?inspection_state=${state}&per_page=100`,
      });
      expect(response.statusCode).toBe(200);
      return (response.json().data as { id: number; inspection_state: string }[]).filter((row) =>
        [vehicle.id, other.vehicle.id, never.vehicle.id].includes(row.id),
      );
    };

    expect(await rows('out_of_service')).toEqual([
      expect.objectContaining({ id: vehicle.id, inspection_state: 'out_of_service' }),
    ]);
    expect(await rows('valid')).toEqual([expect.objectContaining({ id: other.vehicle.id, inspection_state: 'valid' })]);
    expect(await rows('expired')).toEqual([
      expect.objectContaining({ id: never.vehicle.id, inspection_state: 'expired' }),
    ]);
    const bad = await testApp.request(admin, { method: 'GET', url: '/api/vehicles?inspection_state=fine' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      inspection_state: ['Inspection state must be one of: valid, expired, out_of_service.'],
    });
  });

  it('counts a vehicle in use with yesterday’s 24-hour inspection as covered, on Home and in the list it opens', async () => {
    const { admin, vehicle, driver, session, versionId } = await vehicleOnForm('24h');
    const uncovered = await driverWithVehicle(testApp, admin);
    await inspectOnForm(testApp, session, vehicle, driver.name, versionId);
    testApp.setNow('2026-11-19T13:00:00Z'); // the next day, 9:30: still within 24 hours

    const list = await testApp.request(admin, { method: 'GET', url: '/api/vehicles?checklist_missing=1&per_page=100' });
    const ids = (list.json().data as { id: number }[]).map((row) => row.id);

    expect(ids).toContain(uncovered.vehicle.id);
    expect(ids).not.toContain(vehicle.id);
  });
});
