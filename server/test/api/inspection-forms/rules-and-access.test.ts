import { describe, expect, it } from 'vitest';
import { inspectionFormMessages, vehicleRuleTakenMessage } from '@fleet-ops/shared';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { driverWithVehicle } from '../checklists/checklist-fixtures.js';
import { createForm, loaderForm, passFail, saveDraft, vehicleForm } from './form-fixtures.js';

const testApp = useTestApp();

const oneSection = (items: unknown[]) => [{ key: 'checks', title: 'Checks', title_fr: 'Vérifications', items }];

describe('what a form may hold', () => {
  it.each([
    [
      'two items sharing a key',
      oneSection([passFail('horn', 'Horn', 'Klaxon'), passFail('horn', 'Horn again', 'Klaxon encore')]),
      { sections: [inspectionFormMessages.itemKeysDuplicate] },
    ],
    [
      'two defects of an item sharing a code',
      oneSection([
        {
          ...passFail('brakes', 'Brakes', 'Freins'),
          severity: null,
          defects: [
            { code: '1.1', text: 'Worn', text_fr: 'Usé', class: 'minor' },
            { code: '1.1', text: 'Broken', text_fr: 'Cassé', class: 'major' },
          ],
        },
      ]),
      { 'sections.0.items.0.defects': [inspectionFormMessages.codesDuplicate] },
    ],
    [
      'an item with both a class and defect descriptions',
      oneSection([
        {
          ...passFail('brakes', 'Brakes', 'Freins'),
          defects: [{ code: '1.A', text: 'Gone', text_fr: 'Absent', class: 'major' }],
        },
      ]),
      { 'sections.0.items.0.severity': [inspectionFormMessages.severityOrDefects] },
    ],
    [
      'a number item whose bounds are reversed',
      oneSection([{ ...passFail('tread', 'Tread', 'Bande'), answer_kind: 'number', unit: 'mm', min: 30, max: 3 }]),
      { 'sections.0.items.0.max': [inspectionFormMessages.boundsReversed] },
    ],
  ])('refuses %s with a 422 naming the field', async (_case, sections, errors) => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'POST',
      url: '/api/inspection_forms',
      payload: loaderForm({ sections }),
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('keeps the SAAQ list as the regulation gives it and lets the operator’s section take the site’s items', async () => {
    const admin = await testApp.createUser('admin');
    const draft = (await testApp.request(admin, { method: 'GET', url: '/api/inspection_forms/2' })).json().data;
    const strip = ({ regulated: _regulated, ...section }: Record<string, unknown>) => section;
    const sections = (draft.sections as Record<string, unknown>[]).map(strip);
    const base = { ...loaderForm(), name: draft.name, name_fr: draft.name_fr, kind: 'pre_trip', validity: '24h' };
    const [list1, site] = sections as [Record<string, unknown> & { items: unknown[] }, Record<string, unknown>];

    const reordered = await saveDraft(testApp, admin, 2, { ...base, sections: [site, list1] });
    const shortened = await saveDraft(testApp, admin, 2, {
      ...base,
      sections: [{ ...list1, items: list1.items.slice(1) }, site],
    });
    const withSiteItem = await saveDraft(testApp, admin, 2, {
      ...base,
      sections: [list1, { ...site, items: [passFail('beacon', 'Amber beacon', 'Gyrophare', 'major')] }],
    });

    for (const refused of [reordered, shortened]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: inspectionFormMessages.regulatedUnchanged,
        errors: { sections: [inspectionFormMessages.regulatedUnchanged] },
      });
    }
    expect(withSiteItem.statusCode).toBe(200);
    const saved = withSiteItem.json().data;
    expect(saved.sections[0]).toEqual(draft.sections[0]);
    expect(saved.sections[1].items.map((item: { key: string }) => item.key)).toEqual(['beacon']);
    expect(saved.sections[1].regulated).toBe(false);
  });

  it('keeps one default: the default form cannot let go of it, and a form that takes it takes it from the other', async () => {
    const admin = await testApp.createUser('admin');
    const preOp = (await testApp.request(admin, { method: 'GET', url: '/api/inspection_forms/1' })).json().data;
    const preOpBody = {
      ...loaderForm(),
      name: preOp.name,
      name_fr: preOp.name_fr,
      kind: preOp.kind,
      validity: preOp.validity,
      is_default: false,
    };

    const letGo = await saveDraft(testApp, admin, 1, preOpBody);
    const newDefault = await createForm(testApp, admin, loaderForm({ is_default: true }));
    const first = (await testApp.request(admin, { method: 'GET', url: '/api/inspection_forms/1' })).json().data;

    expect(letGo.statusCode).toBe(422);
    expect(letGo.json().errors).toEqual({ is_default: [inspectionFormMessages.defaultRequired] });
    expect(newDefault.is_default).toBe(true);
    expect(first.is_default).toBe(false);
    // Put the default back, for the other tests of this file.
    expect(
      (
        await saveDraft(testApp, admin, 1, {
          ...preOpBody,
          sections: oneSection([passFail('fuel', 'Fuel', 'Carburant')]),
          is_default: true,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a vehicle another form already names, and a vehicle that does not exist', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    await createForm(testApp, admin, loaderForm({ name: 'First claim', applies_to: { vehicle_ids: [vehicle.id] } }));

    const taken = await testApp.request(admin, {
      method: 'POST',
      url: '/api/inspection_forms',
      payload: loaderForm({ applies_to: { vehicle_ids: [vehicle.id] } }),
    });
    const unknown = await testApp.request(admin, {
      method: 'POST',
      url: '/api/inspection_forms',
      payload: loaderForm({ applies_to: { vehicle_ids: [999999] } }),
    });

    expect(taken.json().errors).toEqual({ 'applies_to.vehicle_ids': [vehicleRuleTakenMessage('First claim')] });
    expect(unknown.json().errors).toEqual({ 'applies_to.vehicle_ids': [inspectionFormMessages.vehicleUnknown] });
  });
});

describe('who may read and write forms', () => {
  it('lets a driver read the form of their own vehicle only (another is 404, as unknown), and no form itself', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, session } = await driverWithVehicle(testApp, admin);
    const other = await insertVehicle(testApp);

    expect((await vehicleForm(testApp, session, vehicle.id)).statusCode).toBe(200);
    expect((await vehicleForm(testApp, session, other.id)).statusCode).toBe(404);
    expect((await testApp.request(session, { method: 'GET', url: '/api/inspection_forms' })).statusCode).toBe(403);
    expect(
      (await testApp.request(session, { method: 'GET', url: '/api/inspection_forms/1/versions/1' })).statusCode,
    ).toBe(200);
    const write = await testApp.request(session, {
      method: 'POST',
      url: '/api/inspection_forms',
      payload: loaderForm(),
    });
    expect(write.statusCode).toBe(403);
  });
});

describe('JSON export and import', () => {
  it('exports a form another site imports as a draft for no vehicle, and refuses a file that is not one', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const form = await createForm(
      testApp,
      admin,
      loaderForm({ name: 'Exported form', applies_to: { vehicle_ids: [vehicle.id] } }),
    );

    const file = await testApp.request(admin, { method: 'GET', url: `/api/inspection_forms/${form.id}/json` });
    const imported = await testApp.request(admin, {
      method: 'POST',
      url: '/api/inspection_forms/import',
      payload: file.json(),
    });
    const wrong = await testApp.request(admin, {
      method: 'POST',
      url: '/api/inspection_forms/import',
      payload: { format: 'something-else', format_version: 1, form: file.json().form },
    });

    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="inspection-form-exported-form.json"');
    expect(file.json()).toMatchObject({ format: 'fleet-ops.inspection-form', format_version: 1 });
    expect(file.json().form.applies_to).toEqual({ vehicle_parent_types: [], vehicle_ids: [] });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({
      message: inspectionFormMessages.imported,
      data: { name: 'Exported form', current_version: null, is_default: false, sections: form.sections },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ format: [inspectionFormMessages.importFormatInvalid] });
  });
});
