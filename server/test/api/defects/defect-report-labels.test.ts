import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema/index.js';
import { pdfTextLines } from '../../../src/features/checklists/pdf-text.js';
import { csvDownload } from '../../support/fleet-fixtures.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';
import {
  createForm,
  loaderForm,
  passFail,
  publish,
  saveDraft,
  vehicleForm,
  versionOf,
} from '../inspection-forms/form-fixtures.js';
import { defectsOf, driverWithVehicle } from './defect-fixtures.js';

const testApp = useTestApp(sessionsOutlastClockJumps);

const get = (user: TestUser, url: string, headers: Record<string, string> = {}) =>
  testApp.request(user, { method: 'GET', url, headers });

/**
 * A driver's truck on a form that words the item `brake_lights` its own way ("Stop lamps", not the
 * key made readable), and a defect of it reported mid-shift (issue 36), without a checklist.
 */
async function reportedOnForm() {
  const admin = await testApp.createUser('admin');
  const crew = await driverWithVehicle(testApp, admin);
  const draft = (label: string, labelFr: string) =>
    loaderForm({
      name: `Truck ${crew.vehicle.id}`,
      applies_to: { vehicle_ids: [crew.vehicle.id] },
      sections: [
        { key: 'lights', title: 'Lights', title_fr: 'Feux', items: [passFail('brake_lights', label, labelFr)] },
      ],
    });
  const form = await createForm(testApp, admin, draft('Stop lamps', 'Feux stop'));
  await publish(testApp, admin, form.id);
  const version = versionOf(await vehicleForm(testApp, admin, crew.vehicle.id));
  const response = await testApp.request(crew.session, {
    method: 'POST',
    url: '/api/defects',
    payload: { vehicle_id: crew.vehicle.id, item: 'brake_lights', note: 'Left one out' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { admin, ...crew, form, version, draft, defectId: response.json().data.id as number };
}

describe('a defect reported without a checklist names its item as the vehicle’s form does', () => {
  it('keeps the form version it was reported on, and the list and the detail give its labels in both languages', async () => {
    const { admin, vehicle, version, defectId } = await reportedOnForm();
    const [stored] = await defectsOf(testApp, vehicle.id);
    expect([stored?.checklistId, stored?.formVersionId]).toEqual([null, version.id]);

    const labels = { item: 'brake_lights', item_label: 'Stop lamps', item_label_fr: 'Feux stop' };
    expect((await get(admin, `/api/defects/${defectId}`)).json().data).toMatchObject(labels);
    expect((await get(admin, `/api/defects?vehicle_id=${vehicle.id}`)).json().data).toMatchObject([labels]);
  });

  it('keeps the words of the version it was reported on after the form is changed', async () => {
    const { admin, vehicle, form, draft, defectId } = await reportedOnForm();
    expect((await saveDraft(testApp, admin, form.id, draft('Brake lamps', 'Feux de frein'))).statusCode).toBe(200);
    await publish(testApp, admin, form.id);
    expect(versionOf(await vehicleForm(testApp, admin, vehicle.id)).version).toBe(2);

    expect((await get(admin, `/api/defects/${defectId}`)).json().data).toMatchObject({ item_label: 'Stop lamps' });
  });

  it('writes the form’s label in the export and the open safety defects PDF, in the reader’s language, and in the mail', async () => {
    const { admin, vehicle } = await reportedOnForm();
    const english = csvDownload(await get(admin, `/api/defects/a1b2c3/export?vehicle_id=${vehicle.id}`));
    expect(english.slice(1).map((row) => row[2])).toEqual(['Stop lamps']);
    const french = await get(admin, `/api/defects/a1b2c3/export?vehicle_id=${vehicle.id}`, {
      'accept-language': 'fr-CA',
    });
    expect(french.body.split('\r\n')[1]!.split(';')[2]).toBe('Feux stop');

    const print = (lang: string) => get(admin, `/api/defects/open/print?vehicle_id=${vehicle.id}&lang=${lang}`);
    expect(pdfTextLines((await print('en')).rawPayload)).toContain('Stop lamps (minor): Open');
    expect(pdfTextLines((await print('fr')).rawPayload)).toContain('Feux stop (mineure) : Ouverte');

    const [mail] = await testApp.context.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%${vehicle.equipmentNumber}`));
    expect(mail!.body).toContain('Defect: Stop lamps, minor');
    expect(mail!.body).toContain('Défectuosité : Feux stop, mineure');
  });
});
