import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklistRecordMessages, checklistStatementVersion } from '@fleet-ops/shared';
import { checklists } from '../../../src/db/schema/index.js';
import { pdfImagesDrawn, pdfTextLines } from '../../../src/features/checklists/pdf-text.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { pngBytes } from '../../support/images.js';
import { allYes, checklistFields, driverWithVehicle, submitChecklist } from './checklist-fixtures.js';

/** Issue 35: a keyboard-only or screen-reader person signs by typing their name. */
const testApp = useTestApp();

type Crew = Awaited<ReturnType<typeof driverWithVehicle>>;

function typedBody(crew: Crew, overrides: Record<string, unknown> = {}) {
  return {
    ...checklistFields(crew.vehicle, crew.driver.name),
    checklist: allYes(),
    place: 'North gate',
    statement_version: checklistStatementVersion,
    signature_typed_name: `  ${crew.driver.name} `,
    opened_at: '2026-11-18T14:58:00Z',
    signed_at: '2026-11-18T14:59:30Z',
    ...overrides,
  };
}

const submitJson = (user: TestUser, payload: Record<string, unknown>) =>
  testApp.request(user, { method: 'POST', url: '/api/checklist', payload });

async function crewOf() {
  const admin = await testApp.createUser('admin');
  return { admin, crew: await driverWithVehicle(testApp, admin) };
}

describe('POST api/checklist: a signature typed instead of drawn', () => {
  it('stores the typed name as the signature and answers the checklist signed, with no signature image', async () => {
    const { crew } = await crewOf();

    const response = await submitJson(crew.session, typedBody(crew));

    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      signed: true,
      statement_version: checklistStatementVersion,
      signature_typed_name: crew.driver.name,
      signature_url: null,
    });
    const [row] = await testApp.context.db.select().from(checklists).where(eq(checklists.id, data.id));
    expect(row).toMatchObject({ signatureTypedName: crew.driver.name, signatureKey: null });
    const list = await testApp.request(crew.session, { method: 'GET', url: '/api/checklist' });
    expect(list.json().data[0]).toMatchObject({ id: data.id, signed: true });
  });

  it('takes the typed name as a form field too (the phone sends multipart)', async () => {
    const { crew } = await crewOf();
    const fields = {
      ...checklistFields(crew.vehicle, crew.driver.name),
      place: 'North gate',
      statement_version: checklistStatementVersion,
      signature_typed_name: crew.driver.name,
    };
    const response = await submitChecklist(testApp, crew.session, fields);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ signed: true, signature_typed_name: crew.driver.name });
  });

  it('refuses the declaration with neither a drawn nor a typed signature, both at once, or a name too long, and stores nothing', async () => {
    const { crew } = await crewOf();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ signature_typed_name: '   ' }, { signature: ['Sign in the box or type your name.'] }],
      [
        { signature: `data:image/png;base64,${pngBytes.toString('base64')}` },
        { signature_typed_name: ['Sign either in the box or by typing your name, not both.'] },
      ],
      [
        { signature_typed_name: 'x'.repeat(101) },
        { signature_typed_name: ['A typed signature must be at most 100 characters.'] },
      ],
    ];
    for (const [overrides, errors] of cases) {
      const response = await submitJson(crew.session, typedBody(crew, overrides));
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(checklistRecordMessages.signatureRequired).toBe('Sign in the box or type your name.');
    const stored = await testApp.context.db.select().from(checklists).where(eq(checklists.vehicleId, crew.vehicle.id));
    expect(stored).toEqual([]);
  });

  it("keeps the spec's call working: no declaration and no signature is stored, not signed", async () => {
    const { crew } = await crewOf();
    const response = await submitChecklist(testApp, crew.session, checklistFields(crew.vehicle, crew.driver.name));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ signed: false, signature_typed_name: null, signature_url: null });
  });

  it('prints "Signed by typing: Name, date" on the PDF, in French too, and draws no signature image', async () => {
    const { admin, crew } = await crewOf();
    const id = (await submitJson(crew.session, typedBody(crew))).json().data.id as number;

    const english = await testApp.request(admin, { method: 'GET', url: `/api/checklist/${id}/pdf?lang=en` });
    const french = await testApp.request(admin, { method: 'GET', url: `/api/checklist/${id}/pdf?lang=fr` });

    expect(english.statusCode).toBe(200);
    const lines = pdfTextLines(english.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Signed statement',
        'Signature of the operator',
        `Signed by typing: ${crew.driver.name}, 2026-11-18 11:29:30`,
      ]),
    );
    expect(lines).not.toContain('NOT SIGNED');
    expect(pdfImagesDrawn(english.rawPayload)).toBe(0);
    expect(pdfTextLines(french.rawPayload)).toContain(
      `Signée en tapant son nom : ${crew.driver.name}, 2026-11-18 11:29:30`,
    );
  });
});
