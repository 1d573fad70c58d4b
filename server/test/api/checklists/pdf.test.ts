import { eq } from 'drizzle-orm';
import { checklistBaseItems, checklistStatementVersion } from '@fleet-ops/shared';
import { describe, expect, it } from 'vitest';
import { checklistAttachments, drivers, locations } from '../../../src/db/schema/index.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { brokenJpegBytes, jpegBytes, pngBytes } from '../../support/images.js';
import { allYes, checklistFields, driverWithVehicle, submitChecklist } from './checklist-fixtures.js';
import { pdfImagesDrawn, pdfTextLines } from '../../../src/features/checklists/pdf-text.js';

const testApp = useTestApp();

const svgBytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect/></svg>');

const pdfOf = (user: TestUser | undefined, id: number | string) =>
  testApp.request(user, { method: 'GET', url: `/api/checklist/${id}/pdf` });

async function checklistWithIssue(admin: TestUser) {
  const crew = await driverWithVehicle(testApp, admin, { supervisor: 'Pat Foreman' });
  const answers = { ...allYes(), tires: 'no' as const };
  const response = await submitChecklist(
    testApp,
    crew.session,
    checklistFields(crew.vehicle, crew.driver.name, { remarks: 'Front left tire is cut.', oil_life: '65' }, answers),
    [
      { field: 'file', fileName: 'tire.png', contentType: 'image/png', data: pngBytes },
      { field: 'file', fileName: 'wheel.jpg', contentType: 'image/jpeg', data: jpegBytes },
    ],
  );
  expect(response.statusCode).toBe(201);
  return { ...crew, checklistId: response.json().data.id as number };
}

describe('GET api/checklist/{id}/pdf', () => {
  it('answers the inspection record as a PDF download: fields, remarks, every item and the photos', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, checklistId } = await checklistWithIssue(admin);

    const response = await pdfOf(admin, checklistId);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="checklist-${checklistId}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = pdfTextLines(pdf);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Pre-OP Checklist: inspection record',
        vehicle.equipmentNumber,
        driver.name,
        // The make and model is the Vehicle, as on the vehicle's form; Vehicle Type is the parent type.
        'Vehicle',
        'Ford Explorer',
        '2026-11-18',
        '1500',
        '65',
        'Front left tire is cut.',
        'Defects found',
        'Tires (Major): Open',
        'NOT SIGNED',
        'Attachment # 1: tire.png',
        'Attachment # 2: wheel.jpg',
      ]),
    );
    expect(lines).not.toContain('Vehicle Type');
    // Every item in the vehicle's order, each followed by its answer.
    const items = [...checklistBaseItems, 'buggy_whip', 'radio'].length;
    expect(lines.filter((line) => line === 'Yes')).toHaveLength(items - 1);
    // Each item with its class, then its answer.
    expect(lines.slice(lines.indexOf('Tires'), lines.indexOf('Tires') + 3)).toEqual(['Tires', 'Major', 'No']);
    expect(lines.slice(lines.indexOf('Buggy Whip'), lines.indexOf('Buggy Whip') + 3)).toEqual([
      'Buggy Whip',
      'Minor',
      'Yes',
    ]);
    expect(pdfImagesDrawn(pdf)).toBe(2);
    // Every page says which checklist it belongs to, and which page of how many it is.
    const footers = lines.filter((line) => line.startsWith(`Pre-OP Checklist #${checklistId} · `));
    expect(footers.length).toBeGreaterThan(1);
    expect(footers).toEqual(
      footers.map(
        (_, index) =>
          `Pre-OP Checklist #${checklistId} · ${vehicle.equipmentNumber} · 2026-11-18 · Page ${index + 1} of ${footers.length}`,
      ),
    );
  });

  it('writes a note line for an SVG or a damaged photo instead of drawing it', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const submitted = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name));
    const checklistId = submitted.json().data.id as number;
    // The upload refuses both, so files stored before those rules are put in directly.
    for (const [kind, data, fileName, mimeType] of [
      ['jpeg', brokenJpegBytes, 'broken.jpg', 'image/jpeg'],
      ['svg', svgBytes, 'sketch.svg', 'image/svg+xml'],
    ] as const) {
      const storageKey = await testApp.context.files.save('checklists', kind, data);
      await testApp.context.db.insert(checklistAttachments).values({ checklistId, storageKey, fileName, mimeType });
    }

    const response = await pdfOf(admin, checklistId);

    expect(response.statusCode).toBe(200);
    const lines = pdfTextLines(response.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        'No defect',
        'Attachment # 1: broken.jpg (the image could not be read).',
        'Attachment # 2: sketch.svg (SVG image, not embedded in this PDF).',
      ]),
    );
    expect(pdfImagesDrawn(response.rawPayload)).toBe(0);
  });

  it('says so when no photo was attached', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const submitted = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name));
    const response = await pdfOf(session, submitted.json().data.id);
    expect(response.statusCode).toBe(200);
    expect(pdfTextLines(response.rawPayload)).toContain('No photos were attached.');
  });

  it("lets a driver have their own checklist's PDF and answers 404 for another driver's", async () => {
    const admin = await testApp.createUser('admin');
    const { session, checklistId } = await checklistWithIssue(admin);
    const other = await driverWithVehicle(testApp, admin);

    expect((await pdfOf(session, checklistId)).statusCode).toBe(200);
    const refused = await pdfOf(other.session, checklistId);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({ message: 'Checklist not found.' });
  });

  it("lets a supervisor have their crew's checklist PDFs only", async () => {
    const admin = await testApp.createUser('admin');
    const { checklistId } = await checklistWithIssue(admin);
    const foreman = await testApp.createUser('supervisor', { firstName: 'Pat', lastName: 'Foreman' });
    const stranger = await testApp.createUser('supervisor', { firstName: 'Other', lastName: 'Boss' });

    expect((await pdfOf(foreman, checklistId)).statusCode).toBe(200);
    const refused = await pdfOf(stranger, checklistId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Checklist not found.' });
  });

  it('answers 404 for an unknown or malformed id, and 401 without a token', async () => {
    const admin = await testApp.createUser('admin');
    const { checklistId } = await checklistWithIssue(admin);
    for (const id of [999_999, 'abc', '99999999999']) {
      const response = await pdfOf(admin, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Checklist not found.' });
    }
    const anonymous = await pdfOf(undefined, checklistId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('GET api/checklist/{id}/pdf: the legal record', () => {
  async function signedChecklist() {
    const admin = await testApp.createUser('admin');
    const crew = await driverWithVehicle(testApp, admin);
    // A name outside Windows-1252 prints too: the fonts are embedded.
    await testApp.context.db.update(drivers).set({ name: 'Łukasz Nguyễn' }).where(eq(drivers.id, crew.driver.id));
    const response = await testApp.request(crew.session, {
      method: 'POST',
      url: '/api/checklist',
      payload: {
        ...checklistFields(crew.vehicle, 'Łukasz Nguyễn', { remarks: 'Pneu crevé.' }),
        checklist: { ...allYes(), tires: 'no' },
        notes: { tires: 'Avant gauche à plat.' },
        place: 'Barrière nord',
        statement_version: checklistStatementVersion,
        signature: `data:image/png;base64,${pngBytes.toString('base64')}`,
        opened_at: '2026-11-18T14:55:00Z',
        signed_at: '2026-11-18T14:59:00Z',
      },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id as number;
    await testApp.request(admin, {
      method: 'POST',
      url: `/api/checklist/${id}/amendments`,
      payload: { reason: 'Odomètre erroné', correction: 'Lecture réelle : 1550.' },
    });
    return { admin, crew, id };
  }

  it('prints in French for ?lang=fr: accents, names, classes, notes, the statement, signature and amendments', async () => {
    const { admin, crew, id } = await signedChecklist();

    const response = await testApp.request(admin, { method: 'GET', url: `/api/checklist/${id}/pdf?lang=fr` });

    expect(response.statusCode).toBe(200);
    const lines = pdfTextLines(response.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Liste de vérification : registre d’inspection',
        'Unité (nº d’équipement)',
        crew.vehicle.equipmentNumber,
        'Plaque d’immatriculation',
        'Łukasz Nguyễn',
        'Date et heure de l’inspection',
        '2026-11-18 11:30:00 (America/St_Johns)',
        'Barrière nord',
        'Odomètre',
        '1500',
        'Pneus',
        'Majeure',
        'Non',
        'Note : Avant gauche à plat.',
        'Défectuosités constatées',
        'Pneus (Majeure) : Ouverte',
        'Déclaration signée',
        'Signature de l’opérateur',
        'Modifications',
        'Motif : Odomètre erroné',
      ]),
    );
    expect(lines.join(' ')).toContain('Je déclare avoir personnellement inspecté ce véhicule');
    expect(lines).not.toContain('NON SIGNÉE');
    // The signature is drawn (no photos were attached).
    expect(pdfImagesDrawn(response.rawPayload)).toBe(1);
  });

  it('follows Accept-Language when no lang is given, and prints English otherwise', async () => {
    const { admin, id } = await signedChecklist();
    const french = await testApp.request(admin, {
      method: 'GET',
      url: `/api/checklist/${id}/pdf`,
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' },
    });
    expect(pdfTextLines(french.rawPayload)).toContain('Déclaration signée');
    const english = await testApp.request(admin, { method: 'GET', url: `/api/checklist/${id}/pdf` });
    const lines = pdfTextLines(english.rawPayload);
    expect(lines).toEqual(expect.arrayContaining(['Signed statement', 'Tires (Major): Open']));
    expect(lines.join(' ')).toContain('I declare that I personally inspected this vehicle');
  });

  it('says NOT SIGNED (NON SIGNÉE) for a checklist stored without the statement and signature', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const submitted = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name));
    const id = submitted.json().data.id;
    const french = await testApp.request(admin, { method: 'GET', url: `/api/checklist/${id}/pdf?lang=fr` });
    expect(pdfTextLines(french.rawPayload)).toEqual(expect.arrayContaining(['NON SIGNÉE', 'Aucune défectuosité']));
    const refused = await testApp.request(admin, { method: 'GET', url: `/api/checklist/${id}/pdf?lang=de` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ lang: ['Language must be en or fr.'] });
  });

  it("prints a listed location as the place in the reader's language, the stored name in English", async () => {
    const admin = await testApp.createUser('admin');
    const crew = await driverWithVehicle(testApp, admin);
    const [mine] = await testApp.context.db.select().from(locations).where(eq(locations.name, 'Mine Engineering'));
    const response = await testApp.request(crew.session, {
      method: 'POST',
      url: '/api/checklist',
      payload: { ...checklistFields(crew.vehicle, crew.driver.name), location_id: mine!.id },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id as number;

    const french = await testApp.request(admin, { method: 'GET', url: `/api/checklist/${id}/pdf?lang=fr` });
    const english = await testApp.request(admin, { method: 'GET', url: `/api/checklist/${id}/pdf?lang=en` });

    expect(pdfTextLines(french.rawPayload)).toContain('Ingénierie minière');
    expect(pdfTextLines(french.rawPayload)).not.toContain('Mine Engineering');
    expect(pdfTextLines(english.rawPayload)).toContain('Mine Engineering');
  });
});
