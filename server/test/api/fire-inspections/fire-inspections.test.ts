import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fireInspections, vehicles } from '../../../src/db/schema/index.js';
import { expectAdminsOnly } from '../../support/access.js';
import { csvDownload, insertVehicle } from '../../support/fleet-fixtures.js';
import { multipartBody } from '../../support/multipart.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();
let admin: TestUser;
let vehicle: Awaited<ReturnType<typeof insertVehicle>>;

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  vehicle = await insertVehicle(testApp, 'FX-7');
  await testApp.context.db
    .update(vehicles)
    .set({ vehicleParentType: 'Heavy Duty Truck', vehicleType: 'Kenworth T880' })
    .where(eq(vehicles.id, vehicle.id));
});

function form(overrides: Record<string, unknown> = {}) {
  return {
    vehicle_id: vehicle.id,
    manufacture_year: 2021,
    inspection_month: '2026-05',
    inspection_expiry_date: '2027-05-31',
    ...overrides,
  };
}

const save = (payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST', id?: number) =>
  testApp.request(admin, { method, url: id ? `/api/inspections/${id}` : '/api/inspections', payload });

describe('api/inspections', () => {
  it('records an inspection, reading the equipment number and types from the vehicle', async () => {
    const response = await save(form({ vehicle_parent_type: 'SUV', vehicle_type: 'Wrong' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      message: 'Inspection details have been saved successfully.',
      data: {
        id: expect.any(Number),
        vehicle_id: vehicle.id,
        equipment_number: 'FX-7',
        vehicle_parent_type: 'Heavy Duty Truck',
        vehicle_type: 'Kenworth T880',
        manufacture_year: 2021,
        inspection_month: '2026-05',
        inspection_expiry_date: '2027-05-31',
        expiry_status: 'ok',
      },
    });
    const id = response.json().data.id;
    const [entry] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'fire_inspection'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'create' });
    const read = await testApp.request(admin, { method: 'GET', url: `/api/inspections/${id}` });
    expect(read.json().data).toEqual(response.json().data);
  });

  it('accepts years 1900 and 2099 and refuses 1899, 2100 and non-numbers with the spec message', async () => {
    for (const year of [1900, '2099']) expect((await save(form({ manufacture_year: year }))).statusCode).toBe(201);
    for (const year of [1899, 2100, '20x1', 2020.5]) {
      const response = await save(form({ manufacture_year: year }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Manufacture year must be between 1900 and 2099',
        errors: { manufacture_year: ['Manufacture year must be between 1900 and 2099'] },
      });
    }
  });

  it('names the missing fields, a bad month, an unknown vehicle and an expiry before the inspection', async () => {
    const empty = await save({});
    expect(empty.json().errors).toEqual({
      vehicle_id: ['Equipment Number is required'],
      manufacture_year: ['Manufacture year is required'],
      inspection_month: ['Inspection month is required'],
      inspection_expiry_date: ['Inspection expiry date is required'],
    });
    const badMonth = await save(form({ inspection_month: '2026-13' }));
    expect(badMonth.json().errors).toEqual({ inspection_month: ['Enter the inspection month as YYYY-MM.'] });
    const unknown = await save(form({ vehicle_id: 999_999 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ vehicle_id: ['Choose one of the listed vehicles.'] });
    const backwards = await save(form({ inspection_month: '2026-05', inspection_expiry_date: '2026-04-30' }));
    expect(backwards.json().errors).toEqual({
      inspection_expiry_date: ['The expiry date cannot be before the inspection month.'],
    });
  });

  it("takes a month picker's YYYY-MM-DD as its month", async () => {
    const response = await save(form({ inspection_month: '2026-06-01' }));
    expect(response.json().data.inspection_month).toBe('2026-06');
  });

  it('edits (also as POST with _method=PUT) and deletes, answering 404 afterwards', async () => {
    const id = (await save(form())).json().data.id;
    const edited = await save(form({ manufacture_year: 2019 }), 'PUT', id);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Inspection details have been updated successfully.',
      data: { id, manufacture_year: 2019 },
    });
    const overridden = await testApp.request(admin, {
      method: 'POST',
      url: `/api/inspections/${id}`,
      ...multipartBody({
        ...Object.fromEntries(Object.entries(form({ inspection_month: '2026-07' })).map(([k, v]) => [k, String(v)])),
        _method: 'PUT',
      }),
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json().data.inspection_month).toBe('2026-07');

    const deleted = await testApp.request(admin, { method: 'DELETE', url: `/api/inspections/${id}` });
    expect(deleted.json()).toEqual({ message: 'Inspection details have been deleted successfully.' });
    expect(await testApp.context.db.select().from(fireInspections).where(eq(fireInspections.id, id))).toEqual([]);
    const missing = await testApp.request(admin, { method: 'GET', url: `/api/inspections/${id}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Inspection not found.');
    expect((await save(form(), 'PUT', id)).statusCode).toBe(404);
  });
});

describe('the list and the export', () => {
  it('pages 50 at a time, soonest expiry first, flagging expired and expiring ones in the business timezone', async () => {
    await testApp.context.db.delete(fireInspections);
    // 2026-11-18 02:00 UTC is still 2026-11-17 in St. John's.
    testApp.setNow('2026-11-18T02:00:00Z');
    const dates = ['2026-12-18', '2026-11-17', '2026-12-17', '2026-11-18'];
    for (const date of dates) await save(form({ inspection_month: '2025-11', inspection_expiry_date: date }));
    for (let index = 0; index < 48; index += 1) await save(form({ inspection_expiry_date: '2028-01-01' }));
    const page = await testApp.request(admin, { method: 'GET', url: '/api/inspections' });
    expect(page.json()).toMatchObject({ total: 52, per_page: 50, current_page: 1, last_page: 2 });
    const first = page.json().data.slice(0, 4);
    expect(
      first.map((row: { inspection_expiry_date: string; expiry_status: string }) => [
        row.inspection_expiry_date,
        row.expiry_status,
      ]),
    ).toEqual([
      ['2026-11-17', 'expired'],
      ['2026-11-18', 'expiring'],
      ['2026-12-17', 'expiring'],
      ['2026-12-18', 'ok'],
    ]);
    const second = await testApp.request(admin, { method: 'GET', url: '/api/inspections?page=2' });
    expect(second.json().data).toHaveLength(2);
    const sorted = await testApp.request(admin, {
      method: 'GET',
      url: '/api/inspections?sort=inspection_expiry_date&sortDir=desc&per_page=1',
    });
    expect(sorted.json().data[0].inspection_expiry_date).toBe('2028-01-01');
  });

  it('exports every inspection as CSV in the list order', async () => {
    testApp.setNow('2026-11-18T15:00:00Z');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/inspections/a1b2c3/export' });
    const rows = csvDownload(response, 'fire-extinguisher-inspections-2026-11-18.csv');
    expect(rows[0]).toEqual([
      'Equipment Number',
      'Vehicle Type',
      'Vehicle',
      'Manufacture Year',
      'Inspection Month',
      'Inspection Expiry Date',
      'Status',
    ]);
    expect(rows).toHaveLength(53);
    expect(rows[1]).toEqual(['FX-7', 'Heavy Duty Truck', 'Kenworth T880', '2021', '2025-11', '2026-11-17', 'Expired']);
    expect(rows[2]?.[6]).toBe('Expired');
    expect(rows[3]?.[6]).toBe('Expiring soon');
    expect(rows[52]?.[6]).toBe('OK');
    const bad = await testApp.request(admin, { method: 'GET', url: '/api/inspections/zzzzzz/export' });
    expect(bad.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const id = (await save(form())).json().data.id;
    const calls = [
      { method: 'GET', url: '/api/inspections' },
      { method: 'GET', url: `/api/inspections/${id}` },
      { method: 'GET', url: '/api/inspections/abcdef/export' },
      { method: 'POST', url: '/api/inspections', payload: form() },
      { method: 'PUT', url: `/api/inspections/${id}`, payload: form() },
      { method: 'DELETE', url: `/api/inspections/${id}` },
    ] as const;
    await expectAdminsOnly(testApp, calls);
    expect((await testApp.request(admin, { method: 'GET', url: `/api/inspections/${id}` })).statusCode).toBe(200);
  });
});
