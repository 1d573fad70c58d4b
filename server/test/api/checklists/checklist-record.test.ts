import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklistRecordMessages, checklistStatementVersion } from '@fleet-ops/shared';
import { checklists, defectOccurrences, defects, locations, siteSettings } from '../../../src/db/schema/index.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { jpegBytes, pngBytes } from '../../support/images.js';
import { allYes, checklistFields, driverWithVehicle, submitChecklist } from './checklist-fixtures.js';

const testApp = useTestApp();
const signature = `data:image/png;base64,${pngBytes.toString('base64')}`;
/** The test clock is 2026-11-18 15:00 UTC (11:30 in St. John's). */
const openedAt = '2026-11-18T14:58:00Z';
const signedAt = '2026-11-18T14:59:30Z';

type Crew = Awaited<ReturnType<typeof driverWithVehicle>>;

function signedBody(crew: Crew, overrides: Record<string, unknown> = {}) {
  return {
    ...checklistFields(crew.vehicle, crew.driver.name),
    checklist: allYes(),
    place: 'North gate',
    statement_version: checklistStatementVersion,
    signature,
    opened_at: openedAt,
    signed_at: signedAt,
    ...overrides,
  };
}

const submitJson = (user: TestUser, payload: Record<string, unknown>) =>
  testApp.request(user, { method: 'POST', url: '/api/checklist', payload });

async function crewOf() {
  const admin = await testApp.createUser('admin');
  return { admin, crew: await driverWithVehicle(testApp, admin) };
}

describe('POST api/checklist: the inspection record', () => {
  it('stores the place, the statement, the signature and the phone times, and answers them signed', async () => {
    const { admin, crew } = await crewOf();

    const response = await submitJson(crew.session, signedBody(crew));

    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      inspected_at: '2026-11-18 11:30:00',
      place: 'North gate',
      location_id: null,
      signed: true,
      statement_version: checklistStatementVersion,
      opened_at: '2026-11-18 11:28:00',
      signed_at: '2026-11-18 11:29:30',
      duration_seconds: 90,
      completed_quickly: false,
      signature_url: `/api/checklist/${data.id}/signature`,
      amendments: [],
      defects: [],
    });
    const [row] = await testApp.context.db.select().from(checklists).where(eq(checklists.id, data.id));
    expect(row).toMatchObject({ place: 'North gate', statementVersion: checklistStatementVersion });
    expect(row!.signatureKey).toMatch(/\.png$/);
    const image = await testApp.request(admin, { method: 'GET', url: data.signature_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('takes the signature as a file under "signature" in form data, and a listed location as the place', async () => {
    const { crew } = await crewOf();
    const [mine] = await testApp.context.db.select().from(locations).where(eq(locations.name, 'Mine Engineering'));
    const fields = {
      ...checklistFields(crew.vehicle, crew.driver.name),
      location_id: String(mine!.id),
      statement_version: checklistStatementVersion,
      opened_at: openedAt,
      signed_at: signedAt,
    };
    const response = await submitChecklist(testApp, crew.session, fields, [
      { field: 'signature', fileName: 'signature.png', contentType: 'image/png', data: pngBytes },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ place: 'Mine Engineering', location_id: mine!.id, signed: true });
  });

  it('keeps the checklist of an API client that sends no record, marked not signed', async () => {
    const { crew } = await crewOf();
    const response = await submitChecklist(testApp, crew.session, checklistFields(crew.vehicle, crew.driver.name));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      place: null,
      signed: false,
      statement_version: null,
      duration_seconds: null,
      completed_quickly: false,
      signature_url: null,
    });
  });

  it('is not signed with a signature but no statement', async () => {
    const { crew } = await crewOf();
    const response = await submitJson(crew.session, signedBody(crew, { statement_version: undefined }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.signed).toBe(false);
  });

  it('flags a checklist signed faster than the site threshold, in the list too', async () => {
    const { crew } = await crewOf();
    const quick = await submitJson(crew.session, signedBody(crew, { opened_at: '2026-11-18T14:59:18Z' }));
    expect(quick.json().data).toMatchObject({ duration_seconds: 12, completed_quickly: true });
    const list = await testApp.request(crew.session, { method: 'GET', url: '/api/checklist' });
    expect(list.json().data[0]).toMatchObject({ duration_seconds: 12, completed_quickly: true, signed: true });

    await testApp.context.db.insert(siteSettings).values({ key: 'quick_check_seconds', value: 10 });
    const detail = await testApp.request(crew.session, {
      method: 'GET',
      url: `/api/checklist/${quick.json().data.id}`,
    });
    expect(detail.json().data.completed_quickly).toBe(false);
    await testApp.context.db.delete(siteSettings);
  });

  it("keeps each failed item's note with the answers and as its defect occurrence's remarks", async () => {
    const { crew } = await crewOf();
    const response = await submitJson(
      crew.session,
      signedBody(crew, {
        checklist: { ...allYes(), tires: 'no', horn: 'no' },
        remarks: 'Two problems.',
        notes: { tires: 'Front left is flat.' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const items = response.json().data.checklist_items;
    expect(items.find((entry: { item: string }) => entry.item === 'tires')).toEqual({
      item: 'tires',
      answer: 'no',
      note: 'Front left is flat.',
      severity: 'major',
    });
    expect(items.find((entry: { item: string }) => entry.item === 'horn')).toEqual({
      item: 'horn',
      answer: 'no',
      severity: 'minor',
    });
    const occurrences = await testApp.context.db
      .select({ item: defects.item, remarks: defectOccurrences.remarks })
      .from(defectOccurrences)
      .innerJoin(defects, eq(defects.id, defectOccurrences.defectId))
      .where(eq(defectOccurrences.checklistId, response.json().data.id));
    expect(occurrences.sort((a, b) => a.item.localeCompare(b.item))).toEqual([
      { item: 'horn', remarks: 'Two problems.' },
      { item: 'tires', remarks: 'Front left is flat.' },
    ]);
    expect(response.json().data.defects).toEqual([
      expect.objectContaining({ item: 'tires', severity: 'major', status: 'open' }),
      expect.objectContaining({ item: 'horn', severity: 'minor', status: 'open' }),
    ]);
  });

  it('refuses each bad record field with its message, and stores nothing', async () => {
    const { crew } = await crewOf();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ statement_version: '2020-01' }, { statement_version: [checklistRecordMessages.statementVersion] }],
      [{ place: 'x'.repeat(101) }, { place: [checklistRecordMessages.placeTooLong] }],
      [{ location_id: 999_999 }, { location_id: [checklistRecordMessages.placeUnknown] }],
      [{ signature: 'data:image/jpeg;base64,abc' }, { signature: [checklistRecordMessages.signatureNotPng] }],
      [
        { signature: `data:image/png;base64,${jpegBytes.toString('base64')}` },
        { signature: [checklistRecordMessages.signatureNotPng] },
      ],
      [
        { signature: `data:image/png;base64,${Buffer.alloc(201 * 1024).toString('base64')}` },
        { signature: [checklistRecordMessages.signatureTooLarge] },
      ],
      [{ opened_at: 'yesterday' }, { opened_at: [checklistRecordMessages.timeInvalid] }],
      [{ signed_at: '2026-11-18T15:06:00Z' }, { signed_at: [checklistRecordMessages.timeInFuture] }],
      [{ opened_at: '2026-11-17T14:59:00Z' }, { opened_at: [checklistRecordMessages.timeTooOld] }],
      [{ opened_at: '2026-11-18T15:00:00Z' }, { opened_at: [checklistRecordMessages.openedAfterSigned] }],
      [
        { checklist: { ...allYes(), tires: 'no' }, remarks: 'Flat.', notes: { tires: 'x'.repeat(201) } },
        { 'notes.tires': [checklistRecordMessages.noteTooLong] },
      ],
      [{ notes: { horn: 'Works fine.' } }, { 'notes.horn': [checklistRecordMessages.noteOnYes] }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await submitJson(crew.session, signedBody(crew, overrides));
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    const stored = await testApp.context.db.select().from(checklists).where(eq(checklists.vehicleId, crew.vehicle.id));
    expect(stored).toEqual([]);
  });

  it('accepts a phone clock up to 5 minutes ahead', async () => {
    const { crew } = await crewOf();
    const response = await submitJson(
      crew.session,
      signedBody(crew, { opened_at: '2026-11-18T15:01:00Z', signed_at: '2026-11-18T15:04:30Z' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.duration_seconds).toBe(210);
  });
});

describe('GET api/checklist/form_options: what the form needs for the record', () => {
  it("offers the places, the every-item setting, and each vehicle's open defects and out-of-service state", async () => {
    const { crew } = await crewOf();
    await submitJson(
      crew.session,
      signedBody(crew, { checklist: { ...allYes(), tires: 'no', horn: 'no' }, remarks: 'x' }),
    );
    await testApp.context.db.insert(siteSettings).values({ key: 'require_every_item', value: true });

    const response = await testApp.request(crew.session, { method: 'GET', url: '/api/checklist/form_options' });

    const data = response.json().data;
    expect(data.require_every_item).toBe(true);
    expect(data.locations.map((place: { name: string }) => place.name)).toEqual([
      'Mine Engineering',
      'Colby Building',
      'Admin Building',
      'Processing Ops',
      'Sept Iles',
      'Others',
    ]);
    expect(data.vehicles[0]).toMatchObject({
      out_of_service: true,
      open_defects: [
        { item: 'tires', severity: 'major' },
        { item: 'horn', severity: 'minor' },
      ],
    });
    await testApp.context.db.delete(siteSettings);
  });
});
