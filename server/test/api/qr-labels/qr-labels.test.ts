import QRCode from 'qrcode';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicles } from '../../../src/db/schema/index.js';
import { pdfInflatedStreams, pdfTextLines } from '../../../src/features/checklists/pdf-text.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();

const labelsOf = (user: TestUser | undefined, body: Record<string, unknown>) =>
  testApp.request(user, { method: 'POST', url: '/api/vehicles/qr_labels', payload: body });

/** pdfkit writes one `/Type /Page` dictionary per page (and one `/Type /Pages` for the tree). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

/**
 * Reads back the first label's QR code as a grid of dark modules: the code is drawn as filled
 * rectangles, one per run of dark modules in a row, all one module high.
 */
function firstLabelCode(pdf: Buffer, size: number): boolean[] {
  // Page 1's drawing: rectangles and text (font programs hold neither operator as text).
  const page = pdfInflatedStreams(pdf).find((stream) => stream.includes(' re\n') && stream.includes('BT'))!;
  const rects = [...page.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)]
    .map((match) => match.slice(1, 5).map(Number) as [number, number, number, number])
    // The modules of the first label: small squares and runs in the top-left cell of the sheet.
    .filter(([x, y, , height]) => height < 10 && x < 216 && y < 216);
  const module = rects[0]![3];
  const left = Math.min(...rects.map(([x]) => x));
  const top = Math.min(...rects.map(([, y]) => y));
  const grid = Array.from({ length: size * size }, () => false);
  for (const [x, y, width] of rects) {
    const row = Math.round((y - top) / module);
    const first = Math.round((x - left) / module);
    for (let column = first; column < first + Math.round(width / module); column += 1) grid[row * size + column] = true;
  }
  return grid;
}

/** `count` vehicles named `{prefix}-01`, `{prefix}-02`, ... (the tests of this file share one database). */
async function fleetOf(prefix: string, count: number) {
  const made = [];
  for (let index = 1; index <= count; index += 1) {
    made.push(await insertVehicle(testApp, `${prefix}-${String(index).padStart(2, '0')}`));
  }
  return made;
}

describe('POST api/vehicles/qr_labels', () => {
  // First: the database holds only this test's vehicles.
  it('answers a PDF of the whole visible fleet, 12 labels a page, each with its unit number and type', async () => {
    const admin = await testApp.createUser('admin');
    const fleet = await fleetOf('QR', 13);
    await testApp.context.db.update(vehicles).set({ status: 'hidden' }).where(eq(vehicles.equipmentNumber, 'QR-13'));
    await insertVehicle(testApp, 'QR-14');

    const response = await labelsOf(admin, {});

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="vehicle-qr-labels.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(2);
    const lines = pdfTextLines(pdf);
    const units = lines.filter((line) => /^QR-\d+$/.test(line));
    // The hidden QR-13 is left out; the list's default order is the newest first.
    expect(units).toEqual([
      'QR-14',
      ...fleet
        .slice(0, 12)
        .map((vehicle) => vehicle.equipmentNumber)
        .reverse(),
    ]);
    expect(lines.filter((line) => line === 'SUV')).toHaveLength(13);
    expect(lines).toContain('Pre-OP Checklist · Liste de vérification');
  });

  it('prints the chosen vehicles only, by unit number, each code holding APP_URL/qr/{equipment number}', async () => {
    const admin = await testApp.createUser('admin');
    const [first, second] = await fleetOf('AB', 2);
    const spaced = await insertVehicle(testApp, '0 12/B');

    const response = await labelsOf(admin, { ids: [spaced.id, second!.id, first!.id, second!.id] });

    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    expect(pageCount(pdf)).toBe(1);
    expect(pdfTextLines(pdf).filter((line) => /^(AB-|0 )/.test(line))).toEqual(['0 12/B', 'AB-01', 'AB-02']);
    // The first label's code, read back from the drawing, is exactly the code of its address.
    const url = 'http://fleet.test/qr/0%2012%2FB';
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    expect(firstLabelCode(pdf, modules.size)).toEqual(Array.from(modules.data, (bit) => bit === 1));
  });

  it('prints what the list filter shows when no ids are given', async () => {
    const admin = await testApp.createUser('admin');
    await fleetOf('CD', 3);
    const other = await insertVehicle(testApp, 'ZX-9');

    const response = await labelsOf(admin, { ids: [], search: 'zx', sort: 'equipment_number', sortDir: 'asc' });

    expect(response.statusCode).toBe(200);
    expect(pdfTextLines(response.rawPayload).filter((line) => /^(CD|ZX)-/.test(line))).toEqual([other.equipmentNumber]);
  });

  it('refuses unknown ids with a 422 naming them, and prints nothing', async () => {
    const admin = await testApp.createUser('admin');
    const [vehicle] = await fleetOf('EF', 1);

    const response = await labelsOf(admin, { ids: [vehicle!.id, 999_998, 999_999] });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'No vehicle has the ids 999998, 999999.',
      errors: { ids: ['No vehicle has the ids 999998, 999999.'] },
    });
  });

  it('refuses ids that are not whole numbers, and more than 1000 ids', async () => {
    const admin = await testApp.createUser('admin');

    const notIds = await labelsOf(admin, { ids: [1, 'two', 3.5] });
    expect(notIds.statusCode).toBe(422);
    expect(notIds.json()).toEqual({
      message: 'Each vehicle id must be a whole number.',
      errors: {
        'ids.1': ['Each vehicle id must be a whole number.'],
        'ids.2': ['Each vehicle id must be a whole number.'],
      },
    });

    const tooMany = await labelsOf(admin, { ids: Array.from({ length: 1001 }, (_, index) => index + 1) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({
      message: 'Choose at most 1000 vehicles.',
      errors: { ids: ['Choose at most 1000 vehicles.'] },
    });
  });

  it('says there is nothing to print when the filter shows no vehicle', async () => {
    const admin = await testApp.createUser('admin');

    const response = await labelsOf(admin, { search: 'no such unit' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'No vehicle matches: there is nothing to print.' });
  });

  it.each(['driver', 'supervisor'] as const)('refuses a %s with a 403', async (role) => {
    const user = await testApp.createUser(role);

    const response = await labelsOf(user, {});

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You are not allowed to do this.' });
  });
});

describe('GET api/vehicles/{id}/qr_code', () => {
  it("answers the address the vehicle's code opens", async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'E-12');

    const response = await testApp.request(admin, { method: 'GET', url: `/api/vehicles/${vehicle.id}/qr_code` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { id: vehicle.id, equipment_number: 'E-12', vehicle_parent_type: 'SUV', url: 'http://fleet.test/qr/E-12' },
      message: 'OK',
    });
  });

  it('answers 404 for an unknown vehicle and 403 for a driver', async () => {
    const admin = await testApp.createUser('admin');
    const driver = await testApp.createUser('driver');
    const vehicle = await insertVehicle(testApp, 'E-13');

    const missing = await testApp.request(admin, { method: 'GET', url: '/api/vehicles/999999/qr_code' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Vehicle not found.' });
    const refused = await testApp.request(driver, { method: 'GET', url: `/api/vehicles/${vehicle.id}/qr_code` });
    expect(refused.statusCode).toBe(403);
  });
});
