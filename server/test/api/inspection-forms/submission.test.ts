import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inspectionFormMessages } from '@fleet-ops/shared';
import { checklists, defectOccurrences, defects, inspectionFormVersions } from '../../../src/db/schema/index.js';
import { sessionsOutlastClockJumps, useTestApp } from '../../support/test-app.js';
import { checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';
import { createForm, loaderForm, passFail, publish, saveDraft } from './form-fixtures.js';

const testApp = useTestApp(sessionsOutlastClockJumps);

/** A two-system form in the SAAQ's manner: each item's class is per defect description. */
function truckForm(vehicleId: number, extra: unknown[] = []) {
  const system = (key: string, label: string, minor: string, major: string) => ({
    ...passFail(key, label, label),
    severity: null,
    defects: [
      { code: `${minor}`, text: `${label} minor`, text_fr: `${label} mineure`, class: 'minor' },
      { code: `${major}`, text: `${label} major`, text_fr: `${label} majeure`, class: 'major' },
    ],
  });
  const items = [system('coupling', 'Coupling', '1.1', '1.A'), system('steering', 'Steering', '5.1', '5.A'), ...extra];
  return loaderForm({
    name: `Truck ${vehicleId}`,
    validity: '24h',
    applies_to: { vehicle_ids: [vehicleId] },
    sections: [{ key: 'list_1', title: 'List 1', title_fr: 'Liste 1', items }],
  });
}

async function truckOnForm() {
  const admin = await testApp.createUser('admin');
  const crew = await driverWithVehicle(testApp, admin);
  const form = await createForm(testApp, admin, truckForm(crew.vehicle.id));
  await publish(testApp, admin, form.id);
  const [version] = await testApp.context.db
    .select()
    .from(inspectionFormVersions)
    .where(eq(inspectionFormVersions.formId, form.id));
  return { admin, ...crew, form, version: version! };
}

const answers = (coupling: 'yes' | 'no', steering: 'yes' | 'no') => ({ coupling, steering });

describe('POST api/checklist on an inspection form', () => {
  it('keeps the spec’s call as it was, and stores the Pre-OP version it was filled on', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, driver, session } = await driverWithVehicle(testApp, admin);

    const response = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name));

    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.context.db
      .select()
      .from(checklists)
      .where(eq(checklists.id, response.json().data.id));
    const [preOp] = await testApp.context.db
      .select()
      .from(inspectionFormVersions)
      .where(eq(inspectionFormVersions.formId, 1));
    expect(stored!.formVersionId).toBe(preOp!.id);
  });

  it('asks the version’s items, and opens each failed item’s defect with the class of the code chosen', async () => {
    const { vehicle, driver, session, version } = await truckOnForm();
    const fields = checklistFields(
      vehicle,
      driver.name,
      {
        form_version_id: String(version.id),
        remarks: 'Two defects',
        defects: JSON.stringify([
          { item: 'coupling', code: '1.1', note: 'Loose bolt' },
          { item: 'steering', code: '5.A' },
        ]),
      },
      answers('no', 'no'),
    );

    const response = await submitChecklist(testApp, session, fields);

    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.context.db
      .select()
      .from(checklists)
      .where(eq(checklists.id, response.json().data.id));
    expect(stored!.formVersionId).toBe(version.id);
    expect(stored!.items).toEqual([
      { item: 'coupling', answer: 'no' },
      { item: 'steering', answer: 'no' },
    ]);
    const opened = await testApp.context.db.select().from(defects).where(eq(defects.vehicleId, vehicle.id));
    expect(opened.map((row) => [row.item, row.code, row.severity, row.dueAt?.toISOString() ?? null]).sort()).toEqual([
      ['coupling', '1.1', 'minor', new Date(stored!.createdAt.getTime() + 48 * 3_600_000).toISOString()],
      ['steering', '5.A', 'major', null],
    ]);
    const occurrences = await testApp.context.db
      .select({ code: defectOccurrences.code, remarks: defectOccurrences.remarks })
      .from(defectOccurrences)
      .where(eq(defectOccurrences.checklistId, stored!.id));
    // The code is its own column; the remarks are the choice's note, else the checklist's remarks.
    expect(occurrences.map((row) => [row.code, row.remarks]).sort()).toEqual([
      ['1.1', 'Loose bolt'],
      ['5.A', 'Two defects'],
    ]);
  });

  it('refuses the spec’s items on another form, a code not among the item’s, and a defect for a passed item', async () => {
    const { vehicle, driver, session, version } = await truckOnForm();
    const send = (overrides: Record<string, string>, given: Record<string, string>) =>
      submitChecklist(
        testApp,
        session,
        checklistFields(
          vehicle,
          driver.name,
          { form_version_id: String(version.id), remarks: 'x', ...overrides },
          given,
        ),
      );

    const specItems = await send({}, { fuel: 'yes' });
    const unknownCode = await send(
      { defects: JSON.stringify([{ item: 'coupling', code: '9.Z' }]) },
      answers('no', 'yes'),
    );
    const passedItem = await send(
      { defects: JSON.stringify([{ item: 'steering', code: '5.1' }]) },
      answers('no', 'yes'),
    );

    expect(specItems.statusCode).toBe(422);
    expect(Object.keys(specItems.json().errors)).toEqual(['checklist']);
    expect(unknownCode.json().errors).toEqual({ 'defects.0.code': [inspectionFormMessages.defectCodeUnknown] });
    expect(passedItem.json().errors).toEqual({ 'defects.0.item': [inspectionFormMessages.defectItemNotFailed] });
  });

  it('takes the previous version for 24 hours after a new one is published, then refuses it', async () => {
    const { admin, vehicle, driver, session, form, version } = await truckOnForm();
    const extra = passFail('beacon', 'Beacon', 'Gyrophare', 'minor');
    await saveDraft(testApp, admin, form.id, truckForm(vehicle.id, [extra]));
    await publish(testApp, admin, form.id);
    const onOld = (day: string) =>
      submitChecklist(
        testApp,
        session,
        checklistFields(
          vehicle,
          driver.name,
          { form_version_id: String(version.id), date_to_added: day },
          answers('yes', 'yes'),
        ),
      );

    const withinDay = await onOld('2026-11-18');
    testApp.setNow(new Date(testApp.context.clock.now().getTime() + 25 * 3_600_000));
    const nextDay = await onOld('2026-11-19');

    expect(withinDay.statusCode).toBe(201);
    expect(nextDay.statusCode).toBe(422);
    expect(nextDay.json().errors).toEqual({ form_version_id: [inspectionFormMessages.formVersionInvalid] });
  });
});
