import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inspectionFormVersions } from '../../../src/db/schema/index.js';
import { pdfImagesDrawn, pdfTextLines } from '../../../src/features/checklists/pdf-text.js';
import { sessionsOutlastClockJumps, useTestApp } from '../../support/test-app.js';
import { checklistFields, driverWithVehicle, pngBytes, submitChecklist } from '../checklists/checklist-fixtures.js';
import { createForm, loaderForm, passFail, publish } from '../inspection-forms/form-fixtures.js';

/** Issue 36: the PDF of an inspection on a form, with its validity and countersignatures, in both languages. */
const testApp = useTestApp(sessionsOutlastClockJumps);

/** A 24-hour form: a regulated-looking system with coded descriptions, then the site's own section. */
function truckForm(vehicleId: number) {
  return loaderForm({
    name: `Truck check ${vehicleId}`,
    name_fr: `Vérification camion ${vehicleId}`,
    validity: '24h',
    applies_to: { vehicle_ids: [vehicleId] },
    sections: [
      {
        key: 'list_1',
        title: 'List 1',
        title_fr: 'Liste 1',
        items: [
          {
            ...passFail('coupling', 'Coupling devices', 'Dispositifs d’attelage'),
            severity: null,
            defects: [
              { code: '1.1', text: 'Fastener loose', text_fr: 'Attache desserrée', class: 'minor' },
              { code: '1.A', text: 'Kingpin cracked', text_fr: 'Pivot fissuré', class: 'major' },
            ],
          },
        ],
      },
      {
        key: 'site',
        title: 'Specific verifications required by the operator',
        title_fr: 'Vérifications particulières exigées par l’exploitant',
        items: [passFail('radio_check', 'Radio check', 'Essai radio')],
      },
    ],
  });
}

let bosses = 0;

async function countersignedInspection() {
  testApp.setNow('2026-11-18T15:00:00Z');
  bosses += 1;
  const admin = await testApp.createUser('admin');
  const supervisor = await testApp.createUser('supervisor', { firstName: 'Pdf', lastName: `Boss ${bosses}` });
  const operator = await driverWithVehicle(testApp, admin, { supervisor: `Pdf Boss ${bosses}` });
  const form = await createForm(testApp, admin, truckForm(operator.vehicle.id));
  await publish(testApp, admin, form.id);
  const [version] = await testApp.context.db
    .select()
    .from(inspectionFormVersions)
    .where(eq(inspectionFormVersions.formId, form.id));
  const fields = checklistFields(
    operator.vehicle,
    operator.driver.name,
    {
      form_version_id: String(version!.id),
      remarks: 'Kingpin',
      defects: JSON.stringify([{ item: 'coupling', code: '1.A' }]),
    },
    { coupling: 'no', radio_check: 'yes' },
  );
  const submitted = await submitChecklist(testApp, supervisor, fields);
  expect(submitted.statusCode).toBe(201);
  const id = submitted.json().data.id as number;
  const signed = await testApp.request(operator.session, {
    method: 'POST',
    url: `/api/checklist/${id}/countersign`,
    payload: { statement_version: 'read-2026-11', signature: `data:image/png;base64,${pngBytes.toString('base64')}` },
  });
  expect(signed.statusCode).toBe(201);
  return { admin, operator, id };
}

const pdfOf = (user: Parameters<typeof testApp.request>[0], id: number, lang: 'en' | 'fr') =>
  testApp.request(user, { method: 'GET', url: `/api/checklist/${id}/pdf?lang=${lang}` });

describe('the PDF of an inspection on a form', () => {
  it('prints the sections in order, the coded defect and its class, the validity and the drawn countersignature', async () => {
    const { admin, operator, id } = await countersignedInspection();

    const response = await pdfOf(admin, id, 'en');

    expect(response.statusCode).toBe(200);
    const lines = pdfTextLines(response.rawPayload);
    const at = (line: string) => lines.indexOf(line);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Valid until 2026-11-19 11:30:00',
        `Form: Truck check ${operator.vehicle.id}, version 1`,
        'Coupling devices · 1.A Kingpin cracked (Major): Open',
        'Countersignatures',
        'I have read this report.',
        `${operator.driver.name} · 2026-11-18 11:30:00`,
      ]),
    );
    // The regulation's section, then the site's own apart under its title; each item with its class and answer.
    expect(at('List 1')).toBeLessThan(at('Specific verifications required by the operator'));
    expect(lines.slice(at('Coupling devices'), at('Coupling devices') + 3)).toEqual([
      'Coupling devices',
      'Major',
      'No',
    ]);
    expect(lines.slice(at('Radio check'), at('Radio check') + 3)).toEqual(['Radio check', 'Minor', 'Yes']);
    expect(at('Countersignatures')).toBeGreaterThan(at('Signed statement'));
    // The operator's countersignature image; the supervisor did not draw one.
    expect(pdfImagesDrawn(response.rawPayload)).toBe(1);
  });

  it('prints the same record in French for a French reader', async () => {
    const { admin, id } = await countersignedInspection();

    const lines = pdfTextLines((await pdfOf(admin, id, 'fr')).rawPayload);

    expect(lines).toEqual(
      expect.arrayContaining([
        'Valide jusqu’au 2026-11-19 11:30:00',
        'Liste 1',
        'Vérifications particulières exigées par l’exploitant',
        'Dispositifs d’attelage · 1.A Pivot fissuré (Majeure) : Ouverte',
        'Contresignatures',
        'J’ai lu ce rapport.',
      ]),
    );
  });
});
