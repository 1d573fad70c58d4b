import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../src/db/migrate.js';
import { defectOccurrences, defects } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';
import { createForm, loaderForm, passFail, publish } from '../inspection-forms/form-fixtures.js';
import { reportNo } from './defect-fixtures.js';

const testApp = useTestApp();

/** Migration 0014's data statements (its last two): codes out of the remarks, then onto the defects. */
function backfill() {
  const migration = fs.readFileSync(path.join(migrationsFolder, '0014_defect_reports.sql'), 'utf8');
  return migration.split('--> statement-breakpoint').slice(-2);
}

describe('migration 0014 backfill', () => {
  it('moves a code heading the remarks into the code columns where the form lists it, and leaves other remarks alone', async () => {
    const admin = await testApp.createUser('admin');
    const crew = await driverWithVehicle(testApp, admin);
    const coupling = {
      ...passFail('coupling', 'Coupling', 'Attelage'),
      severity: null,
      defects: [
        { code: '1.1', text: 'Loose', text_fr: 'Desserré', class: 'minor' },
        { code: '1.A', text: 'Cracked', text_fr: 'Fissuré', class: 'major' },
      ],
    };
    const form = await createForm(
      testApp,
      admin,
      loaderForm({
        name: 'Legacy truck',
        applies_to: { vehicle_ids: [crew.vehicle.id] },
        sections: [{ key: 's', title: 'S', title_fr: 'S', items: [coupling, passFail('lights', 'Lights', 'Feux')] }],
      }),
    );
    await publish(testApp, admin, form.id);
    const version = await testApp.request(admin, {
      method: 'GET',
      url: `/api/vehicles/${crew.vehicle.id}/inspection_form`,
    });
    const submitted = await submitChecklist(
      testApp,
      crew.session,
      checklistFields(
        crew.vehicle,
        crew.driver.name,
        {
          form_version_id: String(version.json().data.id),
          remarks: 'Checked',
          defects: JSON.stringify([{ item: 'coupling', code: '1.A', note: 'Crack' }]),
        },
        { coupling: 'no', lights: 'no' },
      ),
    );
    expect(submitted.statusCode).toBe(201);
    const other = await driverWithVehicle(testApp, admin);
    await reportNo(testApp, other, ['horn'], '1.1: not a code of the Pre-OP form');
    // As earlier versions stored them: the code at the head of the remarks, none in the columns.
    await testApp.context.db.execute(
      sql`update defect_occurrences set code = null, remarks = case when remarks = 'Crack' then '1.A: Crack' when remarks = 'Checked' then '1.A' else remarks end`,
    );
    await testApp.context.db.execute(sql`update defects set code = null`);

    for (const statement of backfill()) await testApp.context.db.execute(sql.raw(statement));

    const rows = await testApp.context.db
      .select({
        item: defects.item,
        code: defects.code,
        occurrenceCode: defectOccurrences.code,
        remarks: defectOccurrences.remarks,
      })
      .from(defects)
      .innerJoin(defectOccurrences, eq(defectOccurrences.defectId, defects.id))
      .where(sql`${defects.vehicleId} in (${crew.vehicle.id}, ${other.vehicle.id})`)
      .orderBy(defects.item);
    expect(rows).toEqual([
      { item: 'coupling', code: '1.A', occurrenceCode: '1.A', remarks: 'Crack' },
      { item: 'horn', code: null, occurrenceCode: null, remarks: '1.1: not a code of the Pre-OP form' },
      // "1.A" alone on an item whose form lists no 1.A stays as it was.
      { item: 'lights', code: null, occurrenceCode: null, remarks: '1.A' },
    ]);
  });
});
