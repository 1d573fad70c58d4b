import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checklistBaseItems, checklistMessages } from '@fleet-ops/shared';
import { checklists, inspectionFormVersions, inspectionForms } from '../../../src/db/schema/index.js';
import { csvDownload } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { createForm, loaderForm, publish, saveDraft } from '../inspection-forms/form-fixtures.js';
import { driverWithVehicle } from './checklist-fixtures.js';

// Issue 36: the checklist list and its export say which form and version each checklist was filled on.

const testApp = useTestApp();
const items = checklistBaseItems.map((item) => ({ item, answer: 'yes' as const }));

let admin: TestUser;
let owner: Awaited<ReturnType<typeof driverWithVehicle>>;
let loaderId: number;
let preOpId: number;

async function checklistOn(date: string, odmRead: number, formVersionId: number | null) {
  await testApp.context.db.insert(checklists).values({
    equipmentNumber: owner.vehicle.equipmentNumber,
    vehicleType: owner.vehicle.vehicleType,
    operator: 'Form Driver',
    date,
    odmRead,
    vehicleId: owner.vehicle.id,
    driverId: owner.driver.id,
    submittedBy: owner.session.id,
    items,
    hasIssue: false,
    formVersionId,
    createdAt: new Date(`${date}T15:00:00Z`),
  });
}

async function versionId(formId: number, version: number) {
  const [row] = await testApp.context.db
    .select({ id: inspectionFormVersions.id })
    .from(inspectionFormVersions)
    .where(eq(inspectionFormVersions.formId, formId))
    .orderBy(inspectionFormVersions.version)
    .offset(version - 1)
    .limit(1);
  return row!.id;
}

const listOf = async (user: TestUser, query = '') => {
  const response = await testApp.request(user, { method: 'GET', url: `/api/checklist${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as { last_odm_read: number; form: unknown }[];
};

const exportOf = (user: TestUser, query = '', language = 'en-CA') =>
  testApp.request(user, {
    method: 'GET',
    url: `/api/checklist/a1b2c3/export${query}`,
    headers: { 'accept-language': language },
  });

beforeAll(async () => {
  testApp.setNow('2026-11-18T15:00:00Z');
  admin = await testApp.createUser('admin');
  owner = await driverWithVehicle(testApp, admin);
  const [preOp] = await testApp.context.db
    .select({ id: inspectionForms.id })
    .from(inspectionForms)
    .where(eq(inspectionForms.builtIn, 'pre_op'));
  preOpId = preOp!.id;
  loaderId = (await createForm(testApp, admin)).id;
  expect((await publish(testApp, admin, loaderId)).statusCode).toBe(200);
  // Version 2 under a new name: the checklist filled on version 1 keeps the name it was filled under.
  const renamed = loaderForm({ name: 'Loader circle check', name_fr: 'Ronde du chargeur', validity: '24h' });
  expect((await saveDraft(testApp, admin, loaderId, renamed)).statusCode).toBe(200);
  expect((await publish(testApp, admin, loaderId)).statusCode).toBe(200);

  await checklistOn('2026-11-15', 1100, null);
  await checklistOn('2026-11-16', 1200, await versionId(preOpId, 1));
  await checklistOn('2026-11-17', 1300, await versionId(loaderId, 1));
  await checklistOn('2026-11-18', 1400, await versionId(loaderId, 2));
});

describe('The checklist list and export name the form and version', () => {
  it('answers each row with the form it was filled on, its names then and its version, or null before forms', async () => {
    const rows = await listOf(admin);
    expect(rows.map((row) => [row.last_odm_read, row.form])).toEqual([
      [1400, { id: loaderId, name: 'Loader circle check', name_fr: 'Ronde du chargeur', version: 2 }],
      [1300, { id: loaderId, name: 'Loader walk-around', name_fr: 'Tour du chargeur', version: 1 }],
      [1200, { id: preOpId, name: 'Pre-OP (site default)', name_fr: 'Pre-OP (par défaut du site)', version: 1 }],
      [1100, null],
    ]);
  });

  it('filters the list and the export by form, every version of it, within the caller’s scope', async () => {
    expect((await listOf(admin, `?form_id=${loaderId}`)).map((row) => row.last_odm_read)).toEqual([1400, 1300]);
    expect((await listOf(admin, `?form_id=${preOpId}`)).map((row) => row.last_odm_read)).toEqual([1200]);
    expect((await listOf(owner.session, `?form_id=${loaderId}`)).map((row) => row.last_odm_read)).toEqual([1400, 1300]);
    const other = await driverWithVehicle(testApp, admin);
    expect(await listOf(other.session, `?form_id=${loaderId}`)).toEqual([]);
    const exported = csvDownload(await exportOf(admin, `?form_id=${loaderId}`));
    expect(exported.slice(1).map((row) => row[11])).toEqual(['1400', '1300']);
  });

  it('writes the form in the reader’s language and its version after the ODM Read, blank before forms', async () => {
    const english = csvDownload(await exportOf(admin));
    expect(english[0]!.slice(11, 15)).toEqual(['ODM Read', 'Engine Hours', 'Inspection Form', 'Form Version']);
    expect(english.slice(1).map((row) => row.slice(11, 15))).toEqual([
      ['1400', '', 'Loader circle check', '2'],
      ['1300', '', 'Loader walk-around', '1'],
      ['1200', '', 'Pre-OP (site default)', '1'],
      ['1100', '', '', ''],
    ]);
    const french = (await exportOf(admin, `?form_id=${loaderId}`, 'fr-CA')).body.split('\r\n');
    expect(french[0]!.split(';').slice(11, 15)).toEqual([
      'Lecture de l’odomètre',
      'Heures moteur',
      'Formulaire d’inspection',
      'Version du formulaire',
    ]);
    expect(french.slice(1, 3).map((line) => line.split(';').slice(11, 15))).toEqual([
      ['1400', '', 'Ronde du chargeur', '2'],
      ['1300', '', 'Tour du chargeur', '1'],
    ]);
  });

  it('refuses a form filter that is not an id with the field’s message, in the list and the export', async () => {
    for (const url of ['/api/checklist?form_id=loader', '/api/checklist/a1b2c3/export?form_id=0']) {
      const response = await testApp.request(admin, { method: 'GET', url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors, url).toEqual({ form_id: [checklistMessages.formFilterInvalid] });
    }
  });
});
