import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeEach, describe, expect, it } from 'vitest';
import { checklists, vehicles } from '../../../src/db/schema/index.js';
import { pdfTextLines } from '../../../src/features/checklists/pdf-text.js';
import { csvDownload } from '../../support/fleet-fixtures.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';
import { checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';
import { giveHourMeter } from './meter-fixtures.js';

const testApp = useTestApp(sessionsOutlastClockJumps);

beforeEach(() => testApp.setNow('2026-11-18T15:00:00Z'));

/** A loader (issue 37): no odometer (its row still holds 1,000 km), an hour meter at 4,000 h; its checklist of 4,210 h. */
async function loaderChecklist() {
  const admin = await testApp.createUser('admin');
  const crew = await driverWithVehicle(testApp, admin);
  await giveHourMeter(testApp, crew.vehicle.id, 4000);
  await testApp.context.db.update(vehicles).set({ hasOdometer: false }).where(eq(vehicles.id, crew.vehicle.id));
  const response = await submitChecklist(
    testApp,
    crew.session,
    checklistFields(crew.vehicle, crew.driver.name, { odm_read: undefined, hour_read: '4210' }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { admin, ...crew, id: response.json().data.id as number };
}

const get = (user: TestUser, url: string, headers: Record<string, string> = {}) =>
  testApp.request(user, { method: 'GET', url, headers });

describe('the checklist of a vehicle without an odometer', () => {
  it('keeps no odometer reading, not the vehicle’s unchanged value: the list and the detail give null and the hours', async () => {
    const { admin, vehicle, id } = await loaderChecklist();
    const [stored] = await testApp.context.db.select().from(checklists).where(eq(checklists.id, id));
    expect([stored?.odmRead, stored?.hourRead]).toEqual([null, 4210]);

    const list = await get(admin, `/api/checklist?searchText=${vehicle.equipmentNumber}`);
    expect(list.json().data).toMatchObject([{ id, last_odm_read: null, hour_read: 4210 }]);
    const detail = await get(admin, `/api/checklist/${id}`);
    expect(detail.json().data).toMatchObject({ id, last_odm_read: null, hour_read: 4210 });
    const overview = await get(admin, `/api/vehicles/${vehicle.id}/overview`);
    expect(overview.json().data.checklists).toMatchObject([{ id, last_odm_read: null, hour_read: 4210 }]);
  });

  it('is exported with an empty ODM Read and its engine hours, in both languages', async () => {
    const { admin, vehicle } = await loaderChecklist();
    const query = `?searchText=${vehicle.equipmentNumber}`;
    const english = csvDownload(await get(admin, `/api/checklist/a1b2c3/export${query}`));
    expect([english[0]!.slice(11, 13), english[1]!.slice(11, 13)]).toEqual([
      ['ODM Read', 'Engine Hours'],
      ['', '4210'],
    ]);
    // A French file is separated by semicolons.
    const french = (await get(admin, `/api/checklist/a1b2c3/export${query}`, { 'accept-language': 'fr-CA' })).body
      .split('\r\n')
      .map((line) => line.split(';').slice(11, 13));
    expect(french.slice(0, 2)).toEqual([
      ['Lecture de l’odomètre', 'Heures moteur'],
      ['', '4210'],
    ]);
  });

  it('prints no odometer on its PDF and prints the engine hours', async () => {
    const { admin, id } = await loaderChecklist();
    const english = pdfTextLines((await get(admin, `/api/checklist/${id}/pdf`)).rawPayload);
    const after = (lines: string[], label: string) => lines[lines.indexOf(label) + 1];
    expect([after(english, 'Odometer (ODM Read)'), after(english, 'Engine hours')]).toEqual(['-', '4210']);
    expect(english).not.toContain('1000');
    const french = pdfTextLines((await get(admin, `/api/checklist/${id}/pdf?lang=fr`)).rawPayload);
    expect([after(french, 'Odomètre'), after(french, 'Heures moteur')]).toEqual(['-', '4210']);
  });

  it('is given in engine hours in the inspector’s file, whose summary names the loader’s hours and no odometer', async () => {
    const { admin, vehicle, driver, id } = await loaderChecklist();
    const file = await get(admin, `/api/vehicles/${vehicle.id}/inspector_file?from=2026-05-18&to=2026-11-18`);
    expect(file.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(file.rawPayload);
    const summary = pdfTextLines(await zip.file('summary.pdf')!.async('nodebuffer'));
    expect(summary).toContain(`2026-11-18 11:30 · ${driver.name} · 4210 h · checklist #${id}`);
    expect(summary[summary.indexOf('Last engine hours') + 1]).toBe('4210');
    expect(summary).not.toContain('Last odometer (km)');
  });
});
