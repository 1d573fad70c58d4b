import { describe, expect, it } from 'vitest';
import { maintenanceSheetMessages } from '@fleet-ops/shared';
import { pdfImagesDrawn, pdfTextLines } from '../../../src/features/checklists/pdf-text.js';
import { pngBytes } from '../../support/images.js';
import { useTestApp } from '../../support/test-app.js';
import { completeSheet, mandatoryWorkOrder, putSheet, vehicleOfWeight } from './sheet-fixtures.js';

const testApp = useTestApp();

/** A heavy vehicle's saved sheet: the steering repaired, two axles measured. */
async function savedSheet(signature: Record<string, unknown> = {}) {
  const admin = await testApp.createUser('admin');
  const vehicle = await vehicleOfWeight(testApp, 11_800);
  const order = await mandatoryWorkOrder(testApp, admin, vehicle.id);
  const components = completeSheet().components.map((entry) =>
    entry.component === 'steering'
      ? { component: 'steering', result: 'not_conforming', repair: 'Tightened the tie rod end' }
      : entry.component === 'glazing'
        ? { component: 'glazing', result: 'not_applicable' }
        : entry,
  );
  const brakes = [
    { axle: 1, left_mm: 12.5, right_mm: 12 },
    { axle: 2, left_mm: 9.25, right_mm: 9 },
  ];
  const saved = await putSheet(
    testApp,
    admin,
    order.id,
    completeSheet({ components, brake_measurements: brakes, ...signature }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return { admin, vehicle, order, sheetId: saved.json().data.sheet.id as number };
}

describe('GET api/work_orders/{id}/maintenance_sheet/pdf', () => {
  it('prints the record the SAAQ asks for in English', async () => {
    const { admin, vehicle, order, sheetId } = await savedSheet();
    const response = await testApp.request(admin, {
      url: `/api/work_orders/${order.id}/maintenance_sheet/pdf?lang=en`,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="maintenance-sheet-${sheetId}.pdf"`);
    const lines = pdfTextLines(response.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Mandatory maintenance sheet (SAAQ)',
        'Unit number',
        vehicle.equipmentNumber,
        'Licence plate',
        vehicle.licensePlateNo,
        'Vehicle identification number (VIN)',
        vehicle.vinNo,
        '11,800 kg',
        '48,250 km',
        '2026-11-17',
        'Lighting devices and warning signals',
        'Conforming',
        'Steering',
        'Not conforming',
        'Not applicable',
        'Repair done: Tightened the tie rod end',
        'Axle 1: left 12.5 mm, right 12 mm',
        'Axle 2: left 9.25 mm, right 9 mm',
        'Steering: Tightened the tie rod end',
        'Gaston Tremblay',
        'Signed by typing: Gaston Tremblay',
      ]),
    );
    expect(pdfImagesDrawn(response.rawPayload)).toBe(0);
  });

  it('prints in French for ?lang=fr, and draws a drawn signature', async () => {
    const drawn = `data:image/png;base64,${pngBytes.toString('base64')}`;
    const { admin, order } = await savedSheet({ signature: drawn, signature_typed_name: undefined });
    const response = await testApp.request(admin, {
      url: `/api/work_orders/${order.id}/maintenance_sheet/pdf?lang=fr`,
    });

    expect(response.statusCode).toBe(200);
    const lines = pdfTextLines(response.rawPayload);
    const number = (value: number) => new Intl.NumberFormat('fr-CA').format(value);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Fiche d’entretien obligatoire (SAAQ)',
        'Numéro d’unité',
        'Plaque d’immatriculation',
        'Numéro d’identification du véhicule (NIV)',
        `${number(11_800)} kg`,
        `${number(48_250)} km`,
        'Date de l’entretien',
        'Dispositifs d’éclairage et signaux d’avertissement',
        'Conforme',
        'Direction',
        'Non conforme',
        'Sans objet',
        'Réparation effectuée : Tightened the tie rod end',
        `Essieu 2 : gauche ${number(9.25)} mm, droite 9 mm`,
        'Gaston Tremblay',
      ]),
    );
    expect(lines).not.toContain('Mandatory maintenance sheet (SAAQ)');
    expect(pdfImagesDrawn(response.rawPayload)).toBe(1);
  });

  it('answers 404 while the sheet is not saved', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await vehicleOfWeight(testApp, 9000);
    const order = await mandatoryWorkOrder(testApp, admin, vehicle.id);
    const response = await testApp.request(admin, { url: `/api/work_orders/${order.id}/maintenance_sheet/pdf` });

    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(maintenanceSheetMessages.notFound);
  });
});
