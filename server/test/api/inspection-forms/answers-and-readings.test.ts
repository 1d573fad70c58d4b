import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklistMessages } from '@fleet-ops/shared';
import { checklists, defects, inspectionFormVersions } from '../../../src/db/schema/index.js';
import { pdfTextLines } from '../../../src/features/checklists/pdf-text.js';
import { sessionsOutlastClockJumps, useTestApp } from '../../support/test-app.js';
import { allYes, checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';
import { csvDownload } from '../../support/fleet-fixtures.js';
import { createForm, loaderForm, passFail, publish } from './form-fixtures.js';

/** Issue 36: N/A answers, number items' readings on the detail and PDF, and a form's item labels on defects. */
const testApp = useTestApp(sessionsOutlastClockJumps);

/** A truck's form: a coupling item that allows N/A, a tread depth in mm (2 to 30), and a horn. */
async function truckOnForm() {
  const admin = await testApp.createUser('admin');
  const crew = await driverWithVehicle(testApp, admin);
  const form = await createForm(
    testApp,
    admin,
    loaderForm({
      name: `Trailer truck ${crew.vehicle.id}`,
      applies_to: { vehicle_ids: [crew.vehicle.id] },
      sections: [
        {
          key: 'coupling',
          title: 'Coupling',
          title_fr: 'Attelage',
          items: [{ ...passFail('trailer_coupling', 'Trailer coupling', 'Attelage de remorque'), na_allowed: true }],
        },
        {
          key: 'tires',
          title: 'Tires',
          title_fr: 'Pneus',
          items: [
            {
              ...passFail('tread', 'Tread depth', 'Profondeur des sculptures', 'major'),
              answer_kind: 'number',
              unit: 'mm',
              min: 2,
              max: 30,
            },
            passFail('cab_horn', 'Cab horn', 'Klaxon de la cabine'),
          ],
        },
      ],
    }),
  );
  await publish(testApp, admin, form.id);
  const [version] = await testApp.context.db
    .select()
    .from(inspectionFormVersions)
    .where(eq(inspectionFormVersions.formId, form.id));
  return { admin, ...crew, versionId: version!.id };
}

type Truck = Awaited<ReturnType<typeof truckOnForm>>;

function onForm(truck: Truck, answers: Record<string, string>, overrides: Record<string, string> = {}) {
  return checklistFields(
    truck.vehicle,
    truck.driver.name,
    { form_version_id: String(truck.versionId), readings: JSON.stringify({ tread: 7.5 }), ...overrides },
    answers,
  );
}

async function storedItems(id: number) {
  const [stored] = await testApp.context.db.select().from(checklists).where(eq(checklists.id, id));
  return stored!.items;
}

describe('N/A answers on a form’s items that allow them', () => {
  it('keeps an N/A answer, which opens no defect and raises no issue', async () => {
    const truck = await truckOnForm();

    const response = await submitChecklist(
      testApp,
      truck.session,
      onForm(truck, { trailer_coupling: 'na', tread: 'yes', cab_horn: 'yes' }),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json().data.has_issue).toBe(false);
    expect(await storedItems(response.json().data.id)).toEqual([
      { item: 'trailer_coupling', answer: 'na' },
      { item: 'tread', answer: 'yes', reading: 7.5 },
      { item: 'cab_horn', answer: 'yes' },
    ]);
    expect(await testApp.context.db.select().from(defects).where(eq(defects.vehicleId, truck.vehicle.id))).toEqual([]);
  });

  it('refuses N/A on an item that does not allow it, and on the spec’s call, as any answer but yes or no', async () => {
    const truck = await truckOnForm();

    const onItem = await submitChecklist(
      testApp,
      truck.session,
      onForm(truck, { trailer_coupling: 'yes', tread: 'yes', cab_horn: 'na' }),
    );
    const onSpecCall = await submitChecklist(
      testApp,
      truck.session,
      checklistFields(truck.vehicle, truck.driver.name, {}, { ...allYes(), horn: 'na' }),
    );

    expect(onItem.statusCode).toBe(422);
    expect(onItem.json().errors).toEqual({ 'checklist.cab_horn': [checklistMessages.invalidForm] });
    expect(onSpecCall.statusCode).toBe(422);
    expect(onSpecCall.json().errors).toEqual({ 'checklist.horn': [checklistMessages.invalidForm] });
    expect(
      await testApp.context.db.select().from(checklists).where(eq(checklists.vehicleId, truck.vehicle.id)),
    ).toEqual([]);
  });
});

describe('The detail and PDF of a checklist on a form', () => {
  async function submitted(truck: Truck) {
    const response = await submitChecklist(
      testApp,
      truck.session,
      onForm(
        truck,
        { trailer_coupling: 'na', tread: 'yes', cab_horn: 'no' },
        { readings: JSON.stringify({ tread: 12.5 }), remarks: 'Horn silent' },
      ),
    );
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  }

  it('answers each item with its N/A and reading, and the form version’s sections to name them', async () => {
    const truck = await truckOnForm();
    const id = await submitted(truck);

    const detail = (await testApp.request(truck.admin, { method: 'GET', url: `/api/checklist/${id}` })).json().data;

    expect(detail.checklist_items).toEqual([
      { item: 'trailer_coupling', answer: 'na', severity: 'minor' },
      { item: 'tread', answer: 'yes', reading: 12.5, severity: 'minor' },
      { item: 'cab_horn', answer: 'no', severity: 'minor' },
    ]);
    expect(detail.form_version.name).toBe(`Trailer truck ${truck.vehicle.id}`);
    expect(
      detail.form_version.sections.map((section: { key: string; items: { key: string; unit: string | null }[] }) => [
        section.key,
        section.items.map((item) => [item.key, item.unit]),
      ]),
    ).toEqual([
      ['coupling', [['trailer_coupling', null]]],
      [
        'tires',
        [
          ['tread', 'mm'],
          ['cab_horn', null],
        ],
      ],
    ]);
  });

  it('prints N/A and the reading with its unit in English, S. O. and the French reading in French', async () => {
    const truck = await truckOnForm();
    const id = await submitted(truck);

    const english = await testApp.request(truck.admin, { method: 'GET', url: `/api/checklist/${id}/pdf?lang=en` });
    const french = await testApp.request(truck.admin, { method: 'GET', url: `/api/checklist/${id}/pdf?lang=fr` });

    const englishLines = pdfTextLines(english.rawPayload);
    expect(englishLines).toEqual(expect.arrayContaining(['Trailer coupling', 'N/A', 'Reading: 12.5 mm']));
    expect(englishLines.indexOf('Trailer coupling')).toBeLessThan(englishLines.indexOf('Reading: 12.5 mm'));
    expect(pdfTextLines(french.rawPayload)).toEqual(
      expect.arrayContaining(['Attelage de remorque', 'S. O.', 'Lecture : 12,5 mm']),
    );
  });
});

describe('A custom form’s item on the Defects list, its export and the defect', () => {
  it('names the item by its label in the form version the checklist used, in both languages', async () => {
    const truck = await truckOnForm();
    const response = await submitChecklist(
      testApp,
      truck.session,
      onForm(truck, { trailer_coupling: 'yes', tread: 'yes', cab_horn: 'no' }, { remarks: 'Horn silent' }),
    );
    expect(response.statusCode).toBe(201);

    const list = await testApp.request(truck.admin, {
      method: 'GET',
      url: `/api/defects?vehicle_id=${truck.vehicle.id}`,
    });
    const [row] = list.json().data;
    const detail = await testApp.request(truck.admin, { method: 'GET', url: `/api/defects/${row.id}` });

    expect(row).toMatchObject({ item: 'cab_horn', item_label: 'Cab horn', item_label_fr: 'Klaxon de la cabine' });
    expect(detail.json().data).toMatchObject({ item_label: 'Cab horn', item_label_fr: 'Klaxon de la cabine' });
  });

  it('writes the label in the reader’s language in the export', async () => {
    const truck = await truckOnForm();
    await submitChecklist(
      testApp,
      truck.session,
      onForm(truck, { trailer_coupling: 'yes', tread: 'yes', cab_horn: 'no' }, { remarks: 'Horn silent' }),
    );
    const exported = (language: string) =>
      testApp.request(truck.admin, {
        method: 'GET',
        url: `/api/defects/a1b2c3/export?vehicle_id=${truck.vehicle.id}`,
        headers: { 'accept-language': language },
      });

    const english = csvDownload(await exported('en-CA'));
    const french = await exported('fr-CA');

    expect(english.slice(1).map((cells) => cells.slice(1, 3))).toEqual([[truck.vehicle.equipmentNumber, 'Cab horn']]);
    expect(french.body.split('\r\n')[1]!.split(';').slice(1, 3)).toEqual([
      truck.vehicle.equipmentNumber,
      'Klaxon de la cabine',
    ]);
  });

  it('keeps the Pre-OP list’s words for a defect from the spec’s call', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, driver, session } = await driverWithVehicle(testApp, admin);
    await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { remarks: 'Silent' }, { ...allYes(), horn: 'no' }),
    );

    const list = await testApp.request(admin, { method: 'GET', url: `/api/defects?vehicle_id=${vehicle.id}` });

    expect(list.json().data[0]).toMatchObject({ item: 'horn', item_label: 'Horn', item_label_fr: 'Klaxon' });
  });
});
