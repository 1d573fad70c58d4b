import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inspectionFormMessages } from '@fleet-ops/shared';
import { checklists, inspectionFormVersions } from '../../../src/db/schema/index.js';
import { sessionsOutlastClockJumps, useTestApp } from '../../support/test-app.js';
import { checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';
import { createForm, loaderForm, passFail, publish } from './form-fixtures.js';

const testApp = useTestApp(sessionsOutlastClockJumps);

/** A vehicle on a form with a tread-depth reading (2 to 30 mm) and a pass/fail item. */
async function vehicleWithTreadItem() {
  const admin = await testApp.createUser('admin');
  const crew = await driverWithVehicle(testApp, admin);
  const tread = { ...passFail('tread', 'Tread depth', 'Profondeur des sculptures', 'major'), answer_kind: 'number' };
  const form = await createForm(
    testApp,
    admin,
    loaderForm({
      name: `Treads ${crew.vehicle.id}`,
      applies_to: { vehicle_ids: [crew.vehicle.id] },
      sections: [
        {
          key: 'tires',
          title: 'Tires',
          title_fr: 'Pneus',
          items: [{ ...tread, unit: 'mm', min: 2, max: 30 }, passFail('lugs', 'Lug nuts', 'Écrous de roue')],
        },
      ],
    }),
  );
  await publish(testApp, admin, form.id);
  const [version] = await testApp.context.db
    .select()
    .from(inspectionFormVersions)
    .where(eq(inspectionFormVersions.formId, form.id));
  return { ...crew, versionId: version!.id };
}

describe('POST api/checklist with the readings of a form’s number items', () => {
  it('keeps each reading beside its item’s answer', async () => {
    const { vehicle, driver, session, versionId } = await vehicleWithTreadItem();
    const fields = checklistFields(
      vehicle,
      driver.name,
      { form_version_id: String(versionId), readings: JSON.stringify({ tread: 7.5 }) },
      { tread: 'yes', lugs: 'yes' },
    );

    const response = await submitChecklist(testApp, session, fields);

    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.context.db
      .select()
      .from(checklists)
      .where(eq(checklists.id, response.json().data.id));
    expect(stored!.items).toEqual([
      { item: 'tread', answer: 'yes', reading: 7.5 },
      { item: 'lugs', answer: 'yes' },
    ]);
  });

  it('refuses a reading outside the item’s bounds, one for a pass/fail item, and one on the spec’s call', async () => {
    const { vehicle, driver, session, versionId } = await vehicleWithTreadItem();
    const send = (readings: object) =>
      submitChecklist(
        testApp,
        session,
        checklistFields(
          vehicle,
          driver.name,
          { form_version_id: String(versionId), readings: JSON.stringify(readings) },
          { tread: 'yes', lugs: 'yes' },
        ),
      );

    const tooDeep = await send({ tread: 31 });
    const onPassFail = await send({ lugs: 4 });
    const onSpecCall = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { readings: JSON.stringify({ tread: 7 }) }),
    );

    expect(tooDeep.statusCode).toBe(422);
    expect(tooDeep.json().errors).toEqual({ 'readings.tread': [inspectionFormMessages.readingOutOfBounds] });
    expect(onPassFail.json().errors).toEqual({ 'readings.lugs': [inspectionFormMessages.readingsInvalid] });
    expect(onSpecCall.statusCode).toBe(422);
    expect(onSpecCall.json().errors).toEqual({ 'readings.tread': [inspectionFormMessages.readingsInvalid] });
    const stored = await testApp.context.db.select().from(checklists).where(eq(checklists.vehicleId, vehicle.id));
    expect(stored).toEqual([]);
  });
});
