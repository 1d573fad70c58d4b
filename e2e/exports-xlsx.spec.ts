import ExcelJS from 'exceljs';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/helpers.js';

/**
 * Issue 34: an admin who reads the app in French exports Vehicles as XLSX, and the file a
 * spreadsheet opens holds typed cells: numbers as numbers, dates as dates, headers and codes in
 * French. The journey makes its own vehicle, so the row it reads is one no other journey changes.
 */
test('an admin in French exports Vehicles as XLSX: numbers, dates, and French headers and words', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await signIn(page, 'admin');

  const equipmentNumber = `XL-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/vehicles', {
    headers: await apiHeaders(page),
    data: {
      equipment_number: equipmentNumber,
      ownership_type: 'rent',
      vehicle_type: 'Ford Ranger',
      VIN_no: `VIN${equipmentNumber}`.toUpperCase().replace(/-/g, ''),
      vehicle_parent_type: 'SUV',
      license_plate_no: equipmentNumber,
      last_odm_read: 48_250,
      mine: 'no',
      ppe_no: 'PPE-XLSX',
      location: 'ZV',
      inspection_status: 'pending',
      insurance_expiry: '2031-03-15',
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);

  await page.goto(`/vehicles?type=all_vehicles&ownership_type=all&sort=id&sortDir=desc&search=${equipmentNumber}`);
  await expect(page.getByRole('heading', { name: 'Gérer les véhicules' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('row').filter({ hasText: equipmentNumber })).toBeVisible();
  // Both files are offered side by side, in French.
  await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vehicles-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 2)).toEqual(['Numéro d’équipement', 'Type de véhicule']);
  expect(headers).toEqual(
    expect.arrayContaining(['Propriété', 'Expiration de l’assurance', 'Odomètre', 'Statut', 'Activé']),
  );
  // The search shows one vehicle, so the file holds that one row under its header.
  expect(sheet.actualRowCount).toBe(2);
  const cell = (title: string) => sheet.getRow(2).getCell(headers.indexOf(title) + 1).value;

  expect(cell('Numéro d’équipement')).toBe(equipmentNumber);
  expect(cell('Odomètre')).toBe(48_250);
  const insurance = cell('Expiration de l’assurance');
  expect(insurance).toBeInstanceOf(Date);
  expect((insurance as Date).toISOString().slice(0, 10)).toBe('2031-03-15');
  // Codes and yes/no in the reader's words, as the screens show them.
  expect(cell('Propriété')).toBe('Location');
  expect(cell('Statut')).toBe('Actif');
  expect(cell('Activé')).toBe('Oui');
});

test('on a 360 px phone in French, the two export buttons fit beside each other without a sideways scroll', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const page = await phone.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await signIn(page, 'admin');
  await page.goto('/vehicles?type=all_vehicles&ownership_type=all&sort=id&sortDir=desc');
  await expect(page.getByRole('heading', { name: 'Gérer les véhicules' })).toBeVisible({ timeout: 20_000 });
  const csv = await page.getByRole('button', { name: 'Exporter en CSV' }).boundingBox();
  const xlsx = await page.getByRole('button', { name: 'Exporter en XLSX' }).boundingBox();
  // One row: the XLSX button starts where the CSV one ends.
  expect(xlsx!.y).toBe(csv!.y);
  expect(xlsx!.x).toBeGreaterThanOrEqual(csv!.x + csv!.width - 1);
  await expectNoHorizontalScroll(page);
  await phone.close();
});
