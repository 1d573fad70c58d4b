import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defects } from '../../../src/db/schema/index.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';
import { checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';
import { createForm, publish } from './form-fixtures.js';
import { codedForm, vehicleOnForm, type Crew } from './coded-form.js';

const testApp = useTestApp(sessionsOutlastClockJumps);
const vehicleOnCodedForm = () => vehicleOnForm(testApp);

/** A checklist on the coded form: `failed` item -> [code, note]; the other item passes. */
function inspect({ vehicle, driver, session, versionId }: Crew, failed: Record<string, [string, string]>) {
  const answers = { coupling: failed.coupling ? 'no' : 'yes', steering: failed.steering ? 'no' : 'yes' };
  const choices = Object.entries(failed).map(([item, [code, note]]) => ({ item, code, note }));
  return submitChecklist(
    testApp,
    session,
    checklistFields(
      vehicle,
      driver.name,
      { form_version_id: String(versionId), remarks: 'Seen at the walk-around', defects: JSON.stringify(choices) },
      answers,
    ),
  );
}

const openDefects = (user: TestUser, vehicleId: number) =>
  testApp.request(user, { method: 'GET', url: `/api/vehicles/${vehicleId}/open_defects` });

describe('GET api/vehicles/{id}/open_defects', () => {
  it('lists the defects not yet verified, oldest first, with the form’s description, class, since when and the last note', async () => {
    const crew = await vehicleOnCodedForm();
    testApp.setNow('2026-11-18T13:00:00Z');
    expect((await inspect(crew, { steering: ['5.A', 'Wheel jams'] })).statusCode).toBe(201);
    testApp.setNow('2026-11-18T14:30:00Z');
    expect((await inspect(crew, { coupling: ['1.1', 'Loose bolt'], steering: ['5.A', 'Worse now'] })).statusCode).toBe(
      201,
    );

    const response = await openDefects(crew.session, crew.vehicle.id);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: expect.any(Number),
        item: 'steering',
        item_label: 'Steering',
        item_label_fr: 'Direction',
        code: '5.A',
        description: 'Steering: broken',
        description_fr: 'Direction : brisé',
        class: 'major',
        status: 'open',
        reported_at: '2026-11-18 09:30:00',
        last_reported_at: '2026-11-18 11:00:00',
        last_note: 'Worse now',
        occurrences: 2,
      },
      {
        id: expect.any(Number),
        item: 'coupling',
        item_label: 'Coupling',
        item_label_fr: 'Attelage',
        code: '1.1',
        description: 'Coupling: loose',
        description_fr: 'Attelage : desserré',
        class: 'minor',
        status: 'open',
        reported_at: '2026-11-18 11:00:00',
        last_reported_at: '2026-11-18 11:00:00',
        last_note: 'Loose bolt',
        occurrences: 1,
      },
    ]);
  });

  it('leaves out a verified or closed defect, and a pass on the item never closes one', async () => {
    const crew = await vehicleOnCodedForm();
    testApp.setNow('2026-11-18T13:00:00Z');
    await inspect(crew, { coupling: ['1.1', 'Loose bolt'], steering: ['5.1', 'Play in the wheel'] });
    await testApp.context.db
      .update(defects)
      .set({ status: 'verified' })
      .where(and(eq(defects.vehicleId, crew.vehicle.id), eq(defects.item, 'coupling')));
    testApp.setNow('2026-11-18T14:00:00Z');
    expect((await inspect(crew, {})).statusCode).toBe(201);

    const response = await openDefects(crew.session, crew.vehicle.id);

    expect(response.json().data.map((row: { item: string; status: string }) => [row.item, row.status])).toEqual([
      ['steering', 'open'],
    ]);
  });

  it('answers an admin, and 404 to another crew’s driver, as for an unknown vehicle', async () => {
    const crew = await vehicleOnCodedForm();
    const other = await driverWithVehicle(testApp, crew.admin);
    await inspect(crew, { coupling: ['1.A', 'Cracked'] });

    const asAdmin = await openDefects(crew.admin, crew.vehicle.id);
    const asOther = await openDefects(other.session, crew.vehicle.id);
    const unknown = await openDefects(crew.admin, 999_999);

    expect(asAdmin.json().data.map((row: { code: string }) => row.code)).toEqual(['1.A']);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json().message).toBe('Vehicle not found.');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Vehicle not found.');
  });

  it('gives a defect of an item the current form does not ask no label or description, for the phone to name it', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, driver, session } = await driverWithVehicle(testApp, admin);
    const answers = { ...JSON.parse(checklistFields(vehicle, driver.name).checklist!), tires: 'no' };
    await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { remarks: 'Flat' }, answers as Record<string, string>),
    );
    const form = await createForm(testApp, admin, codedForm(vehicle.id));
    await publish(testApp, admin, form.id);

    const response = await openDefects(session, vehicle.id);

    expect(response.json().data).toEqual([
      expect.objectContaining({
        item: 'tires',
        item_label: null,
        code: null,
        description: null,
        class: 'major',
        last_note: 'Flat',
      }),
    ]);
  });
});
