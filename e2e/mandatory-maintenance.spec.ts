import fs from 'node:fs/promises';
import { pdfTextLines } from '../server/src/features/checklists/pdf-text.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { businessToday, expectNoHorizontalScroll, toast } from './support/helpers.js';

test.describe.configure({ timeout: 150_000 });

test('a mechanic fills the SAAQ mandatory maintenance sheet of a heavy truck on a phone, and its PDF downloads', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // A heavy truck of its own (11,800 kg: its brakes are measured), so no other journey's vehicle changes.
  const unit = `E2E-HV-${Date.now() % 100_000}`;
  const created = await page.request.post('/api/vehicles', {
    headers: await apiHeaders(page),
    data: {
      equipment_number: unit,
      ownership_type: 'own',
      vehicle_type: 'Kenworth T880',
      VIN_no: '1NKZL40X0PJ000880',
      vehicle_parent_type: 'Heavy Duty Truck',
      license_plate_no: 'L123456',
      battery_expiry: '2027-03-01',
      tire_expiry: '2027-04-01',
      last_odm_read: '48000',
      mine: 'yes',
      ppe_no: 'PPE-HV-1',
      location: 'ZV',
      inspection_status: 'pending',
      gross_weight_kg: '11800',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The office opens a Mandatory maintenance (SAAQ) work order for it.
  await page.goto('/work-orders/new');
  await expect(page.getByRole('heading', { name: 'New work order' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Vehicle', exact: true }).click();
  await page.getByRole('option', { name: unit, exact: true }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('6-month maintenance');
  await page.getByRole('combobox', { name: 'Kind', exact: true }).click();
  await page.getByRole('option', { name: 'Mandatory maintenance (SAAQ)' }).click();
  // The sheet is the work: no labour or parts line.
  await page.getByRole('button', { name: 'Remove line 1' }).click();
  await page.getByRole('button', { name: 'Create work order' }).click();
  await expect(page.getByRole('heading', { name: /6-month maintenance/ })).toBeVisible({ timeout: 20_000 });

  // The mechanic fills the sheet on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const sheet = page.getByRole('form', { name: 'Mandatory maintenance sheet (SAAQ)' });
  await expect(sheet).toBeVisible({ timeout: 20_000 });
  await sheet.getByRole('textbox', { name: 'Date of the maintenance' }).fill(businessToday());
  await sheet.getByRole('textbox', { name: 'Date of the maintenance' }).press('Tab');
  await sheet.getByRole('textbox', { name: 'Odometer (km)' }).fill('48250');
  for (const group of await sheet.getByRole('radiogroup').all()) {
    await group.getByRole('radio', { name: 'Conforming', exact: true }).check();
  }
  await sheet.getByRole('radiogroup', { name: 'Steering' }).getByRole('radio', { name: 'Not conforming' }).check();
  await sheet.getByRole('textbox', { name: /Repair done · Steering/ }).fill('Tightened the tie rod end');
  await sheet.getByRole('textbox', { name: 'Left (mm)' }).fill('12.5');
  await sheet.getByRole('textbox', { name: 'Right (mm)' }).fill('12');
  await sheet.getByRole('textbox', { name: /Mechanic’s name/ }).fill('Gaston Tremblay');
  // Drawn with a finger in the box.
  const pad = sheet.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 90, { steps: 8 });
  await page.mouse.move(box.x + 200, box.y + 50, { steps: 8 });
  await page.mouse.up();
  await expect(pad).toHaveAttribute('data-signed', 'true');
  await expectNoHorizontalScroll(page);
  await sheet.getByRole('button', { name: 'Save the sheet' }).click();
  await expect(toast(page, 'The maintenance sheet has been saved.')).toBeVisible();

  // Its PDF is the record the SAAQ asks for.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^maintenance-sheet-work-order-\d+\.pdf$/);
  const pdf = await fs.readFile(await file.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfTextLines(pdf).join(' ');
  for (const expected of [
    'Mandatory maintenance sheet (SAAQ)',
    unit,
    'L123456',
    '1NKZL40X0PJ000880',
    '48,250 km',
    businessToday(),
    'Repair done: Tightened the tie rod end',
    'Axle 1: left 12.5 mm, right 12 mm',
    'Gaston Tremblay',
  ]) {
    expect(text).toContain(expected);
  }
});
