import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Vehicle } from '@fleet-ops/shared';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { toast } from './support/helpers.js';

// Long journeys through a tall form on a shared, sometimes busy machine.
test.describe.configure({ timeout: 120_000 });

const stamp = () => Date.now().toString(36).slice(-5);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function typeDate(page: Page, label: string, date: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(date);
  await input.press('Tab');
}

/** Everything the form requires of any vehicle (not the ownership, which decides the rest). */
async function fillRequired(page: Page, equipmentNumber: string) {
  await page.getByLabel('Equipment Number').fill(equipmentNumber);
  await page.getByRole('textbox', { name: 'Vehicle', exact: true }).fill('Ford F-150');
  await choose(page, 'Vehicle Type', 'Light Duty Truck');
  await page.getByLabel('VIN Number').fill(`1FTFW1E50PF${equipmentNumber}`);
  await page.getByLabel('Licence Plate Number').fill(`NL-${equipmentNumber}`);
  await page.getByLabel('Odometer (km)').fill('12000');
  await page.getByLabel('PPE Number').fill(`PPE-${equipmentNumber}`);
  await page.getByRole('radio', { name: 'Yes' }).check();
  await choose(page, 'Location', 'ZV');
}

/** A picture drawn on a canvas in the browser, so the file is a real PNG or JPEG. */
async function picture(page: Page, name: string, mimeType: 'image/png' | 'image/jpeg', color: string) {
  const base64 = await page.evaluate(
    ({ type, fill }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 48;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, 64, 48);
      return canvas.toDataURL(type).split(',')[1]!;
    },
    { type: mimeType, fill: color },
  );
  return { name, mimeType, buffer: Buffer.from(base64, 'base64') };
}

async function findVehicle(page: Page, equipmentNumber: string): Promise<Vehicle> {
  const list = await page.request.get(`/api/vehicles/all_vehicles?search=${equipmentNumber}`, {
    headers: await apiHeaders(page),
  });
  const row = ((await list.json()) as { data: { id: number; equipment_number: string }[] }).data.find(
    (vehicle) => vehicle.equipment_number === equipmentNumber,
  );
  expect(row).toBeDefined();
  const detail = await page.request.get(`/api/vehicles/${row!.id}`, { headers: await apiHeaders(page) });
  return ((await detail.json()) as { data: Vehicle }).data;
}

/** Signs the admin in and opens an empty Add New Vehicle form. */
async function openNewVehicleForm(page: Page) {
  await signIn(page, 'admin');
  await page.goto('/vehicles/new');
  await expect(page.getByRole('heading', { name: 'Add New Vehicle' })).toBeVisible({ timeout: 20_000 });
}

const storedImages = (vehicle: Vehicle) => Object.values(vehicle.vehicle_files).filter((url) => url !== null);

test('a rented vehicle has no battery or tire expiry, and returns 28 days after its rental starts', async ({
  page,
}) => {
  const equipmentNumber = `R${stamp()}`;
  await openNewVehicleForm(page);
  await fillRequired(page, equipmentNumber);

  await choose(page, 'Ownership Type', 'Own');
  await expect(page.getByLabel('Battery Expiry')).toBeVisible();
  await expect(page.getByLabel('Tire Expiry')).toBeVisible();
  await choose(page, 'Ownership Type', 'Rent');
  await expect(page.getByLabel('Battery Expiry')).toHaveCount(0);
  await expect(page.getByLabel('Tire Expiry')).toHaveCount(0);
  await typeDate(page, 'Rental Start Date', '2026-12-20');
  const returnDate = page.getByRole('textbox', { name: 'Rental Return Date' });
  await expect(returnDate).toBeDisabled();
  await expect(returnDate).toHaveValue('Jan 17, 2027');

  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(toast(page, 'Vehicle saved successfully!')).toBeVisible();
  // Opened straight from the address bar: there is no previous page, so the list.
  await expect(page).toHaveURL(/\/vehicles(\?|$)/);
  expect(await findVehicle(page, equipmentNumber)).toMatchObject({
    ownership_type: 'rent',
    battery_expiry: null,
    tire_expiry: null,
    rental_start_date: '2026-12-20',
    rental_return_date: '2027-01-17',
  });
});

test('a date typed as text is kept: as displayed it fills the date, anything else stays with a message', async ({
  page,
}) => {
  await openNewVehicleForm(page);
  await choose(page, 'Ownership Type', 'Own');
  await typeDate(page, 'Battery Expiry', 'march 1 2027');
  await expect(page.getByRole('textbox', { name: 'Battery Expiry', exact: true })).toHaveValue('Mar 1, 2027');

  await typeDate(page, 'Tire Expiry', '31/12/2027');
  await expect(page.getByRole('textbox', { name: 'Tire Expiry', exact: true })).toHaveValue('31/12/2027');
  const year = new Date().getFullYear();
  await expect(page.getByText(`Enter a date like Dec 31, ${year} or ${year}-12-31.`)).toBeVisible();
});

test('an owned vehicle is added with three images, which show when it is reopened; one is removed', async ({
  page,
}) => {
  const equipmentNumber = `O${stamp()}`;
  await openNewVehicleForm(page);
  await fillRequired(page, equipmentNumber);
  await choose(page, 'Ownership Type', 'Own');
  await typeDate(page, 'Battery Expiry', '2027-03-01');
  await typeDate(page, 'Tire Expiry', '2027-04-01');
  await page.getByRole('checkbox', { name: 'Radio' }).check();
  await page.getByRole('checkbox', { name: 'Cones' }).check();
  await page.getByRole('switch', { name: 'Extra checklist items' }).check();
  await page.getByRole('radio', { name: 'Completed' }).check();
  await typeDate(page, 'Inspection Date', '2026-06-30');
  await page.getByLabel('Inspector Name').fill('Ina Spector');
  const inspectionFile = await picture(page, 'inspection.jpg', 'image/jpeg', '#34495e');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Inspection File' }).click();
  await (await chooser).setFiles(inspectionFile);
  await expect(page.getByRole('button', { name: 'Inspection File' })).toContainText('inspection.jpg');

  const files = [
    await picture(page, 'front.png', 'image/png', '#c0392b'),
    await picture(page, 'side.jpg', 'image/jpeg', '#2980b9'),
    await picture(page, 'back.png', 'image/png', '#27ae60'),
    await picture(page, 'spare.png', 'image/png', '#8e44ad'),
  ];
  await page.getByLabel('Upload File(s)').setInputFiles(files);
  await expect(page.getByText('4 of 10 images')).toBeVisible();
  // A new file can be taken back before saving.
  await page.getByRole('button', { name: 'Remove spare.png' }).click();
  await expect(page.getByText('3 of 10 images')).toBeVisible();
  await expect(page.getByRole('img', { name: 'New image side.jpg' })).toHaveJSProperty('naturalWidth', 64);

  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  // The save carries the inspection file: on a busy machine it can take longer than a click's answer.
  await expect(toast(page, 'Vehicle data has been saved! File uploading in progress..')).toBeVisible({
    timeout: 20_000,
  });
  await expect(toast(page, 'All files uploaded successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/vehicles(\?|$)/);

  const saved = await findVehicle(page, equipmentNumber);
  expect(saved).toMatchObject({ ownership_type: 'own', battery_expiry: '2027-03-01', radio: true, cones: true });
  expect(saved).toMatchObject({
    inspection_status: 'completed',
    inspection_date: '2026-06-30',
    inspector_name: 'Ina Spector',
  });
  expect(saved.extra_checklist_items).toBe(true);
  expect(saved.inspection_file).toMatch(new RegExp(`^/api/vehicles/${saved.id}/files/inspection_file`));
  expect(storedImages(saved)).toHaveLength(3);

  // Reopened: the stored images, fetched with the token, five to a row.
  await page.goto(`/vehicles/${saved.id}`);
  await expect(page.getByRole('heading', { name: 'Update Vehicle' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Equipment Number')).toHaveValue(equipmentNumber);
  for (const number of [1, 2, 3]) {
    await expect(page.getByRole('img', { name: `Image ${number}` })).toHaveJSProperty('naturalWidth', 64);
  }
  await expect(page.getByText('3 of 10 images')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View inspection file' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'View image 2' }).click();
  const viewer = page.getByRole('dialog', { name: 'Image 2' });
  await expect(viewer.getByRole('img', { name: 'Image 2' })).toHaveJSProperty('naturalHeight', 48);
  await viewer.getByRole('button', { name: 'Close' }).click();

  // Removing a stored image asks first.
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Image' });
  await expect(confirm.getByText('Are you sure you want to remove this image?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'File removed successfully!')).toBeVisible();
  await expect(page.getByText('2 of 10 images')).toBeVisible();
  expect(storedImages(await findVehicle(page, equipmentNumber))).toHaveLength(2);
});

test("a failed submit says 'Please fill all required fields' and marks the fields red, on a phone too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openNewVehicleForm(page);
  await choose(page, 'Location', 'Other');
  await page.getByRole('radio', { name: 'Completed' }).check();
  await page.getByRole('button', { name: 'Add Vehicle' }).click();

  await expect(toast(page, 'Please fill all required fields')).toBeVisible();
  const equipment = page.getByRole('textbox', { name: 'Equipment Number' });
  await expect(equipment).toBeFocused();
  const errorColor = await page
    .getByText('Equipment number is required')
    .evaluate((element) => getComputedStyle(element).color);
  for (const label of ['Equipment Number', 'VIN Number', 'Provide Location', 'Inspection Date', 'Inspector Name']) {
    const input = page.getByRole('textbox', { name: label, exact: true });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveCSS('border-top-color', errorColor);
  }
  await expect(page.getByText('Provide Location is required')).toBeVisible();
  await expect(page.getByText('Inspection date is required')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("a text file named .png is refused with the server's message and nothing is stored", async ({ page }) => {
  const equipmentNumber = `W${stamp()}`;
  const notes = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are notes, not a picture.') };
  const refusal = 'notes.png: The image must be a PNG, JPEG or SVG file.';
  const fileError = () =>
    page.getByRole('main').getByRole('alert').filter({ hasText: 'The image must be a PNG, JPEG or SVG file.' });
  await openNewVehicleForm(page);
  await fillRequired(page, equipmentNumber);
  await choose(page, 'Ownership Type', 'Lease');
  await typeDate(page, 'Battery Expiry', '2027-03-01');
  await typeDate(page, 'Tire Expiry', '2027-04-01');
  await page.getByLabel('Upload File(s)').setInputFiles(notes);
  await page.getByRole('button', { name: 'Add Vehicle' }).click();

  let failed = toast(page, 'Upload failed for all files.');
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(failed).toContainText('Upload Failed');
  await expect(failed).toContainText(refusal);
  // The vehicle is saved: the form is now its edit form, still holding the refused file and why.
  const saved = await findVehicle(page, equipmentNumber);
  await expect(page).toHaveURL(new RegExp(`/vehicles/${saved.id}$`));
  await expect(page.getByRole('heading', { name: 'Update Vehicle' })).toBeVisible();
  await expect(fileError()).toBeVisible();
  expect(storedImages(saved)).toEqual([]);

  // Tried again from the edit form: refused again, kept again, still nothing stored.
  // Closed one at a time until none is left: a toast may close itself, or a queued one appear.
  const shown = page.locator('.mantine-Notification-root');
  await expect(async () => {
    if ((await shown.count()) > 0) await shown.first().getByRole('button', { name: 'Close' }).click({ timeout: 2_000 });
    await expect(shown).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Update Vehicle' }).click();
  failed = toast(page, 'Upload failed for all files.');
  await expect(failed).toContainText(refusal, { timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/vehicles/${saved.id}$`));
  await expect(fileError()).toBeVisible();
  expect(storedImages(await findVehicle(page, equipmentNumber))).toEqual([]);
});

test('Back returns to the page the form was opened from', async ({ page }) => {
  const spare = fixtureFleet.spareVehicle;
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Tracking' }).click();
  // Outside the Vehicles list an equipment number opens the vehicle's record; Edit is its other tab.
  // Another journey may have given the spare vehicle a second row this week: both open its record.
  await page.getByRole('link', { name: spare.equipmentNumber, exact: true }).first().click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/vehicles\/\d+\/overview$/);
  const tabs = page.getByRole('navigation', { name: `Vehicle ${spare.equipmentNumber}` });
  await tabs.getByRole('link', { name: 'Edit' }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Update Vehicle' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Equipment Number')).toHaveValue(spare.equipmentNumber);
  await expect(page.getByRole('textbox', { name: 'Vehicle', exact: true })).toHaveValue(spare.vehicleType);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/vehicles\/\d+\/overview$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/tracking\?/);
});
