import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicleEquipmentItems } from '@fleet-ops/shared';
import { vehicles } from '../../../src/db/schema/index.js';
import { requestBodyValidator } from '../../support/answer-validation.js';
import { useTestApp } from '../../support/test-app.js';

const testApp = useTestApp();

/** `POST api/vehicles`' body as the served document states it, compiled with ajv. */
async function documentCheck() {
  const response = await testApp.request(undefined, { method: 'GET', url: '/api/docs/json' });
  return requestBodyValidator(response.json(), 'post', '/api/vehicles');
}

let count = 0;

/** A body as a client generated from the document sends it: the fields it requires, typed as it says. */
function documentBody(overrides: Record<string, unknown> = {}, left: string[] = []): Record<string, unknown> {
  count += 1;
  const body: Record<string, unknown> = {
    equipment_number: `DOC-${count}`,
    ownership_type: 'own',
    vehicle_type: 'Ford F-150',
    VIN_no: `1FTFW1E50PFD${String(count).padStart(5, '0')}`,
    vehicle_parent_type: 'Light Duty Truck',
    license_plate_no: `DOC${count}`,
    battery_expiry: '2027-03-01',
    tire_expiry: '2027-04-01',
    last_odm_read: 12000,
    mine: 'no',
    ppe_no: `PPE-DOC-${count}`,
    location: 'ZV',
    inspection_status: 'pending',
    ...overrides,
  };
  for (const field of left) delete body[field];
  return body;
}

const missing = (validate: Awaited<ReturnType<typeof documentCheck>>) =>
  [...new Set((validate.errors ?? []).map((error) => error.params.missingProperty as string | undefined))]
    .filter(Boolean)
    .sort();

async function post(payload: Record<string, unknown>) {
  const admin = await testApp.createUser('admin');
  return testApp.request(admin, { method: 'POST', url: '/api/vehicles', payload });
}

async function stored(equipmentNumber: unknown) {
  const [row] = await testApp.context.db
    .select()
    .from(vehicles)
    .where(eq(vehicles.equipmentNumber, String(equipmentNumber)));
  return row;
}

describe('the document of POST api/vehicles says what the server requires', () => {
  it('calls a rented vehicle without battery or tire expiry valid, and the server adds it with neither', async () => {
    const validate = await documentCheck();
    const body = documentBody({ ownership_type: 'rent' }, ['battery_expiry', 'tire_expiry']);

    expect(validate(body)).toBe(true);
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(await stored(body.equipment_number)).toMatchObject({
      ownershipType: 'rent',
      batteryExpiry: null,
      tireExpiry: null,
    });
  });

  it('calls an owned or leased vehicle without them invalid, and the server refuses it naming both', async () => {
    const validate = await documentCheck();
    const leftOut = documentBody({ ownership_type: 'own' }, ['battery_expiry', 'tire_expiry']);
    const sentAsNull = documentBody({ ownership_type: 'lease', battery_expiry: null, tire_expiry: null });

    expect(validate(leftOut)).toBe(false);
    expect(missing(validate)).toEqual(['battery_expiry', 'tire_expiry']);
    expect(validate(sentAsNull)).toBe(false);
    for (const body of [leftOut, sentAsNull]) {
      const response = await post(body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Please fill all required fields',
        errors: { battery_expiry: ['Battery expiry is required'], tire_expiry: ['Tire expiry is required'] },
      });
      expect(await stored(body.equipment_number)).toBeUndefined();
    }
  });

  it('calls a location of other without its name, and a completed inspection without date or inspector, invalid', async () => {
    const validate = await documentCheck();
    const otherPlace = documentBody({ location: 'other' });
    const completed = documentBody({ inspection_status: 'completed' });

    expect(validate(otherPlace)).toBe(false);
    expect(missing(validate)).toEqual(['location_other']);
    expect((await post(otherPlace)).json()).toEqual({
      message: 'Please fill all required fields',
      errors: { location_other: ['Provide Location is required'] },
    });
    expect(validate(completed)).toBe(false);
    expect(missing(validate)).toEqual(['inspection_date', 'inspector_name']);
    expect((await post(completed)).json()).toEqual({
      message: 'Please fill all required fields',
      errors: { inspection_date: ['Inspection date is required'], inspector_name: ['Inspector name is required'] },
    });
  });

  it('calls a vehicle without its equipment items valid, and the server adds it carrying none', async () => {
    const validate = await documentCheck();
    const body = documentBody();

    expect(vehicleEquipmentItems.filter((item) => item in body)).toEqual([]);
    expect(validate(body)).toBe(true);
    expect((await post(body)).statusCode).toBe(201);
    expect(await stored(body.equipment_number)).toMatchObject({
      radio: false,
      cones: false,
      extraChecklistItems: false,
    });
  });

  it('calls the same vehicle valid once they are given, and the server adds it', async () => {
    const validate = await documentCheck();
    const body = documentBody({
      location: 'other',
      location_other: 'Fermont',
      inspection_status: 'completed',
      inspection_date: '2026-11-10',
      inspector_name: 'Marie Roy',
    });

    expect(validate(body)).toBe(true);
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(await stored(body.equipment_number)).toMatchObject({
      locationOther: 'Fermont',
      inspectionStatus: 'completed',
      inspectionDate: '2026-11-10',
      inspectorName: 'Marie Roy',
    });
  });
});
