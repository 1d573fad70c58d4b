import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, importRuns, vehicles } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { commitRun, csvFile, table, uploadFile, vehicleValues } from './import-files.js';

const testApp = useTestApp();

async function vehiclesNumbered(numbers: string[]) {
  return testApp.context.db
    .select({ equipmentNumber: vehicles.equipmentNumber, comments: vehicles.comments })
    .from(vehicles)
    .where(inArray(vehicles.equipmentNumber, numbers))
    .orderBy(vehicles.equipmentNumber);
}

async function storedRun(id: number) {
  const [run] = await testApp.context.db.select().from(importRuns).where(eq(importRuns.id, id));
  return run!;
}

describe('POST api/imports/{id}/commit', () => {
  it('adds the new rows and updates the matched ones in one go, telling its progress', async () => {
    const admin = await testApp.createUser('admin');
    await insertVehicle(testApp, 'CM-KEPT');
    const rows = [vehicleValues('CM-KEPT', { comments: 'Updated by import' })];
    for (let index = 1; index <= 149; index += 1) rows.push(vehicleValues(`CM-${String(index).padStart(3, '0')}`));
    const checked = (await uploadFile(testApp, admin, 'vehicles', csvFile(table('vehicles', rows)))).json().data;
    expect(checked).toMatchObject({ new_count: 149, update_count: 1, error_count: 0 });

    const { response, lines, result } = await commitRun(testApp, admin, checked.id);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(lines.slice(0, 2)).toEqual([
      { rows_done: 1, total_rows: 150 },
      { rows_done: 2, total_rows: 150 },
    ]);
    expect(lines.at(-2)).toEqual({ rows_done: 150, total_rows: 150 });
    expect(result).toMatchObject({
      message: 'The import is done.',
      errors: {},
      run: { id: checked.id, status: 'imported', rows_done: 150, new_count: 149, update_count: 1, error_count: 0 },
    });
    expect(await vehiclesNumbered(['CM-KEPT', 'CM-001', 'CM-149'])).toEqual([
      { equipmentNumber: 'CM-001', comments: null },
      { equipmentNumber: 'CM-149', comments: null },
      { equipmentNumber: 'CM-KEPT', comments: 'Updated by import' },
    ]);
    expect(await storedRun(checked.id)).toMatchObject({ status: 'imported', rows: null, rowsDone: 150 });
    // Written through the vehicles feature: each row audited as a form save is.
    const [audited] = await testApp.context.db
      .select({ value: count() })
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'vehicle' and ${auditLog.actorId} = ${admin.id}`);
    expect(audited!.value).toBe(150);

    const status = await testApp.request(admin, { method: 'GET', url: `/api/imports/${checked.id}` });
    expect(status.json()).toMatchObject({
      message: 'OK',
      data: { status: 'imported', rows_done: 150, total_rows: 150 },
    });
  });

  it('refuses to confirm a run with error rows, and imports none of its rows', async () => {
    const admin = await testApp.createUser('admin');
    const file = csvFile(table('vehicles', [vehicleValues('NE-1'), vehicleValues('NE-2', { mine: 'maybe' })]));
    const checked = (await uploadFile(testApp, admin, 'vehicles', file)).json().data;

    const { response } = await commitRun(testApp, admin, checked.id);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Some rows have errors: fix them in the file and upload it again. Nothing was imported.',
    });
    expect(await vehiclesNumbered(['NE-1', 'NE-2'])).toEqual([]);
    expect(await storedRun(checked.id)).toMatchObject({ status: 'checked' });
  });

  it('answers 409 to a second confirmation and 404 to an unknown run', async () => {
    const admin = await testApp.createUser('admin');
    const checked = (
      await uploadFile(testApp, admin, 'vehicles', csvFile(table('vehicles', [vehicleValues('TW-1')])))
    ).json().data;
    expect((await commitRun(testApp, admin, checked.id)).response.statusCode).toBe(200);

    const again = await commitRun(testApp, admin, checked.id);
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json()).toEqual({ message: 'This import is no longer waiting for confirmation.' });
    const unknown = await commitRun(testApp, admin, 999_999);
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.response.json()).toEqual({ message: 'Import not found.' });
  });

  it('imports all rows or none: a row the database refuses rolls back the rows written before it', async () => {
    const admin = await testApp.createUser('admin');
    // The database refuses one equipment number, as if another admin had saved it a moment before.
    await testApp.context.db.execute(sql`
      create function refuse_clash() returns trigger language plpgsql as $$
      begin
        if new.equipment_number = 'AON-CLASH' then
          raise exception 'taken' using errcode = 'unique_violation';
        end if;
        return new;
      end $$`);
    await testApp.context.db.execute(
      sql`create trigger refuse_clash before insert on vehicles for each row execute function refuse_clash()`,
    );
    const file = csvFile(
      table('vehicles', [vehicleValues('AON-1'), vehicleValues('AON-2'), vehicleValues('AON-CLASH')]),
    );
    const checked = (await uploadFile(testApp, admin, 'vehicles', file)).json().data;

    const { response, result } = await commitRun(testApp, admin, checked.id);

    expect(response.statusCode).toBe(200);
    expect(result).toMatchObject({
      message: 'Nothing was imported: row 4 could not be saved.',
      errors: { equipment_number: ['The equipment number has already been taken.'] },
      run: { status: 'failed', error: 'Nothing was imported: row 4 could not be saved.', new_count: 3 },
    });
    expect(await vehiclesNumbered(['AON-1', 'AON-2', 'AON-CLASH'])).toEqual([]);
    expect(await storedRun(checked.id)).toMatchObject({ status: 'failed', rows: null });
    await testApp.context.db.execute(sql`drop trigger refuse_clash on vehicles`);
  });

  it('checks the rows again when confirming: a vehicle deleted since the dry run fails its extinguisher', async () => {
    const admin = await testApp.createUser('admin');
    const kept = await insertVehicle(testApp, 'RE-KEPT');
    const gone = await insertVehicle(testApp, 'RE-GONE');
    const rows = [kept, gone].map((vehicle) => ({
      equipment_number: vehicle.equipmentNumber,
      manufacture_year: '2022',
      inspection_month: '2026-10',
      inspection_expiry_date: '2027-10-31',
    }));
    const checked = (
      await uploadFile(testApp, admin, 'fire_extinguishers', csvFile(table('fire_extinguishers', rows)))
    ).json().data;
    expect(checked).toMatchObject({ new_count: 2, error_count: 0 });
    await testApp.context.db.delete(vehicles).where(eq(vehicles.id, gone.id));

    const { result } = await commitRun(testApp, admin, checked.id);

    expect(result).toMatchObject({
      message: 'Nothing was imported: row 3 could not be saved.',
      errors: { equipment_number: ['No vehicle has this equipment number.'] },
      run: { status: 'failed' },
    });
    const inspections = await testApp.request(admin, { method: 'GET', url: '/api/inspections' });
    expect(inspections.json().data).toEqual([]);
  });
});
