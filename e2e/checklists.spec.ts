import type { Page } from '@playwright/test';
import { pdfTextLines } from '../server/src/features/checklists/pdf-text.js';
import { accounts } from './support/accounts.js';
import { signTheRecord } from './support/checklist-record.js';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/helpers.js';
import { tabTo } from './support/keyboard.js';

/** A 1x1 PNG: what a phone camera would send, only smaller. */
/** A whole 1x1 PNG: the server decodes every photo, so bytes that only start like a PNG are refused. */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const vehicle = fixtureFleet.assignedVehicle;

test.use({ viewport: { width: 390, height: 844 } });
// Both journeys read the odometer of the same fixture truck, one after the other.
test.describe.configure({ mode: 'serial' });

/** Picks the fixture truck and types a reading above the last one the form shows, which it returns. */
async function pickTruckAndReadOdometer(page: Page): Promise<number> {
  await page
    .getByRole('combobox', { name: 'Equipment Number' })
    .selectOption(vehicle.equipmentNumber, { timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Vehicle Type' })).toHaveValue(vehicle.vehicleType);
  const hint = await page.getByText(/^Last reading: [\d,]+( km)?$/).textContent();
  const last = Number((hint ?? '').replace(/\D/g, ''));
  await page.getByRole('textbox', { name: 'ODM Read' }).fill(String(last + 150));
  return last;
}

test('a driver reports an issue with a photo on a phone, and an admin finds it on /home', async ({ page, browser }) => {
  await signIn(page, 'driver');
  // The dashboard's chunk can take a while on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Pre-OP Checklist' })).toBeVisible({ timeout: 20_000 });
  await pickTruckAndReadOdometer(page);
  await expect(page.getByRole('textbox', { name: 'Operator' })).toHaveValue(accounts.driver.name);
  await page.getByRole('textbox', { name: 'Oil Life (%)' }).fill('65');

  // 13 base items and the truck's radio, every one at yes.
  const toggles = page.getByRole('switch');
  await expect(toggles).toHaveCount(14);
  await expect(page.getByRole('switch', { checked: true })).toHaveCount(14);
  await expect(page.getByLabel('Please detail the issue found with your vehicle')).toHaveCount(0);
  await expectNoHorizontalScroll(page);

  await page.getByRole('switch', { name: 'Tires' }).click();
  await expect(page.getByRole('switch', { name: 'Tires' })).toHaveAttribute('aria-checked', 'false');
  const remarks = page.getByLabel('Please detail the issue found with your vehicle');
  await expect(remarks).toBeVisible();

  await page.getByRole('button', { name: 'Submit' }).click();
  // Every item is answered: the toast names the fields to check, not the toggles (issue 35).
  await expect(
    page.getByText('Not sent yet. Check: Remarks, Place of the inspection, Declaration, Signature.'),
  ).toBeVisible();
  await expect(page.getByText('Please describe the issue found in the remarks.')).toBeVisible();

  await expect(page.getByText('Choose or type the place of the inspection.')).toBeVisible();
  await expect(page.getByText('Sign in the box or type your name.')).toBeVisible();
  await remarks.fill('Front left tire is low and the sidewall is cut.');
  await page.getByRole('textbox', { name: 'Note on Tires' }).fill('Front left');
  await signTheRecord(page);
  await page.getByLabel('Take or add photos').setInputFiles({ name: 'tire.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText('tire.png')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Checklist has been submitted successfully.')).toBeVisible();
  // What was recorded, and the earlier error toast gone with the error.
  const confirmation = page.getByRole('status', { name: 'Checklist submitted' });
  await expect(confirmation).toContainText(`Vehicle: ${vehicle.equipmentNumber}`);
  await expect(confirmation.getByRole('listitem')).toHaveText(['Tires']);
  await expect(
    page.getByText('Please fill out all required fields, Toggle all buttons to either green or red.'),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Start another' }).click();
  await expect(page.getByLabel('Please detail the issue found with your vehicle')).toHaveCount(0);
  await expect(page.getByText('tire.png')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'ODM Read' })).toHaveValue('');

  // The office, on a phone too.
  const office = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await office.newPage();
  await signIn(admin, 'admin');
  await expect(admin.getByRole('heading', { name: 'Pre-OP Checklists' })).toBeVisible({ timeout: 20_000 });
  const row = admin
    .getByRole('row')
    .filter({ hasText: vehicle.equipmentNumber })
    .filter({ hasText: accounts.driver.name })
    .filter({ hasText: 'Issue' })
    .first();
  // The list waits for the weeks and the page; a loaded machine can take a while.
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expectNoHorizontalScroll(admin);
  await row.click();

  const detail = admin.getByRole('dialog', { name: 'Pre-OP Checklist' });
  await expect(detail.getByText('Front left tire is low and the sidewall is cut.')).toBeVisible();
  await expect(detail.getByText(accounts.driver.name)).toBeVisible();
  await expect(detail.getByText('65', { exact: true })).toBeVisible();
  await expect(detail.getByRole('row', { name: /Tires\s*Front left\s*No/ })).toBeVisible();
  // The record: where, the signature, and no "Not signed" flag.
  await expect(detail.getByText('Mine Engineering')).toBeVisible();
  await expect(detail.getByRole('img', { name: `Signature of ${accounts.driver.name}` })).toBeVisible();
  await expect(detail.getByText('Not signed')).toHaveCount(0);
  await expect(detail.getByRole('row', { name: /Radio\s*Yes/ })).toBeVisible();
  await detail.getByRole('button', { name: /Show Attachments/ }).click();
  const popup = admin.waitForEvent('popup');
  await detail.getByRole('button', { name: 'Attachment # 1' }).click();
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
  await office.close();
});

test('a supervisor fills a checklist for a driver of their crew', async ({ page }) => {
  await signIn(page, 'supervisor');
  const last = await pickTruckAndReadOdometer(page);
  // The crew's driver is the first operator offered, already chosen.
  await expect(page.getByRole('combobox', { name: 'Operator' }).locator('option:checked')).toHaveText(
    accounts.driver.name,
  );
  // A reading below the last one is refused on the phone, on the field, written as the hint writes it.
  await signTheRecord(page, 'Colby Building');
  const odometer = page.getByRole('textbox', { name: 'ODM Read' });
  await odometer.fill(String(last - 1));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(`ODM Read cannot be below the vehicle's last reading of ${last.toLocaleString('en-CA')}.`),
  ).toBeVisible();
  await expect(odometer).toBeFocused();
  await odometer.fill(String(last + 150));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Checklist has been submitted successfully.')).toBeVisible();
  // The form comes back for the next vehicle, reset.
  await page.getByRole('button', { name: 'Start another' }).click();
  await expect(page.getByRole('textbox', { name: 'ODM Read' })).toHaveValue('');

  await page.goto('/checklists');
  await expect(page).toHaveURL(/\/checklists$/);
  // On a phone the list shows one card per checklist.
  const rows = page.getByRole('listitem').filter({ hasText: vehicle.equipmentNumber }).filter({ hasText: 'OK' });
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await expectNoHorizontalScroll(page);
});

/**
 * Issue 35: a person who uses the keyboard alone files a checklist. Every step is a key press; the
 * signature is typed ("Sign by typing your name") and the record's PDF says so. In this file
 * because it reads the same truck's odometer as the journeys above, one after the other.
 */
test.describe('with the keyboard alone', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a keyboard-only driver fills, signs by typing and submits a checklist; its PDF says "Signed by typing"', async ({
    page,
  }) => {
    await signIn(page, 'driver');
    await expect(page.getByRole('heading', { name: 'Pre-OP Checklist' })).toBeVisible({ timeout: 20_000 });

    // The equipment list is a native select: typing its number picks it.
    const equipment = page.getByRole('combobox', { name: 'Equipment Number' });
    await tabTo(page, equipment);
    await page.keyboard.type(vehicle.equipmentNumber);
    await expect(page.getByRole('textbox', { name: 'Vehicle Type' })).toHaveValue(vehicle.vehicleType);
    const hint = await page.getByText(/^Last reading: [\d,]+( km)?$/).textContent({ timeout: 20_000 });
    const reading = String(Number((hint ?? '').replace(/\D/g, '')) + 150);
    await tabTo(page, page.getByRole('textbox', { name: 'ODM Read' }));
    await page.keyboard.type(reading);

    // Every item starts at yes; the place is the phone's own list too: the arrows choose in it.
    const place = page.getByRole('combobox', { name: 'Place of the inspection' });
    await tabTo(page, place);
    await page.keyboard.press('ArrowDown');
    await expect(place).not.toHaveValue('');

    const declaration = page.getByRole('checkbox', { name: /I declare/ });
    await tabTo(page, declaration);
    await page.keyboard.press('Space');
    await expect(declaration).toBeChecked();
    // The next stop after the declaration is the way to sign without drawing.
    await page.keyboard.press('Tab');
    const typing = page.getByRole('button', { name: 'Sign by typing your name' });
    await expect(typing).toBeFocused();
    await expect(typing).toHaveAccessibleDescription(/Sign by typing your name: it is recorded as a typed signature/);
    await page.keyboard.press('Enter');
    const name = page.getByRole('textbox', { name: 'Your full name (typed signature)' });
    await expect(name).toBeFocused();
    await page.keyboard.type(accounts.driver.name);

    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');

    const confirmation = page.getByRole('status', { name: 'Checklist submitted' });
    await expect(confirmation).toContainText(`Vehicle: ${vehicle.equipmentNumber}`, { timeout: 20_000 });

    const headers = await apiHeaders(page);
    const list = await page.request.get(`/api/checklist?searchText=${vehicle.equipmentNumber}`, { headers });
    const rows = ((await list.json()) as { data: { id: number; last_odm_read: number }[] }).data;
    const filed = rows.find((row) => String(row.last_odm_read) === reading)!;
    const detail = await page.request.get(`/api/checklist/${filed.id}`, { headers });
    expect(((await detail.json()) as { data: unknown }).data).toMatchObject({
      signed: true,
      signature_typed_name: accounts.driver.name,
      signature_url: null,
    });
    const pdf = await page.request.get(`/api/checklist/${filed.id}/pdf?lang=en`, { headers });
    expect(pdf.status()).toBe(200);
    const text = pdfTextLines(await pdf.body()).join('\n');
    expect(text).toMatch(new RegExp(`Signed by typing: ${accounts.driver.name}, \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`));
    expect(text).not.toContain('NOT SIGNED');
  });
});
