import fs from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fixtureFleet } from './support/fixture-fleet.js';
import { expect, signIn, test } from './support/fixtures.js';
import { businessToday, chooseOption, toast } from './support/helpers.js';

// Long journeys on a shared, sometimes busy machine.
test.describe.configure({ timeout: 120_000 });

/** The month after today's, as 'YYYY-MM' and as the table writes it ('March 2027'). */
function nextMonth(): { iso: string; year: number; monthIndex: number; text: string; short: string } {
  const [year, month] = businessToday().split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month, 1));
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' }).format(date);
  return {
    iso: date.toISOString().slice(0, 7),
    year: date.getUTCFullYear(),
    monthIndex: date.getUTCMonth(),
    text: format({ month: 'long', year: 'numeric' }),
    short: format({ month: 'short' }),
  };
}

/** Opens a month picker and picks `month` (0-11) of `year`, moving to that year first if needed. */
async function pickMonth(page: Page, label: string, year: number, monthIndex: number) {
  const dialog = page.getByRole('dialog').first();
  await dialog.getByRole('button', { name: label }).click();
  const dropdown = page.locator('.mantine-MonthPickerInput-dropdown, .mantine-Popover-dropdown').last();
  const shown = Number(await dropdown.locator('.mantine-MonthPickerInput-calendarHeaderLevel').textContent());
  if (shown < year)
    await dropdown.locator('.mantine-MonthPickerInput-calendarHeaderControl[data-direction="next"]').click();
  await dropdown.locator('.mantine-MonthPickerInput-monthsListControl').nth(monthIndex).click();
}

test('an admin adds a kit expiring next month, sees it orange, finds it, edits and deletes it', async ({ page }) => {
  const vehicle = fixtureFleet.spareVehicle;
  const month = nextMonth();

  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'First Aid Kit' }).click();
  await expect(page).toHaveURL(/\/first-aid-kits$/);
  await expect(page.getByRole('heading', { name: 'First Aid Kit' })).toBeVisible();

  // The modal closes by the x, and by a click outside it.
  await page.getByRole('button', { name: 'Add New Kit' }).click();
  let form = page.getByRole('dialog', { name: 'Add New Kit' });
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Add New Kit' }).click();
  form = page.getByRole('dialog', { name: 'Add New Kit' });
  await page.mouse.click(5, 400);
  await expect(form).toBeHidden();

  // Add: the read-only fields say to pick the equipment first, then fill from it.
  await page.getByRole('button', { name: 'Add New Kit' }).click();
  form = page.getByRole('dialog', { name: 'Add New Kit' });
  await form.getByRole('button', { name: 'Add Kit' }).click();
  await expect(form.getByText('Equipment Number is required')).toBeVisible();
  await expect(form.getByText('Type is required')).toBeVisible();
  await form.getByLabel('Vehicle', { exact: true }).hover();
  await expect(page.getByRole('tooltip', { name: 'Select Equipment Number' })).toBeVisible();
  await chooseOption(page, 'Equipment Number', vehicle.equipmentNumber, { exact: true });
  await expect(form.getByLabel('Vehicle', { exact: true })).toHaveValue(vehicle.vehicleType);
  await expect(form.getByLabel('Vehicle Type', { exact: true })).toHaveValue('SUV');
  await chooseOption(page, 'Type', 'Type 2', { exact: true });
  await pickMonth(page, 'Expiry Date', month.year, month.monthIndex);
  await expect(form.getByRole('button', { name: 'Expiry Date' })).toHaveText(month.text);
  await form.getByRole('button', { name: 'Add Kit' }).click();
  await expect(toast(page, 'First aid kit has been added successfully.')).toBeVisible();
  await expect(form).toBeHidden();

  // Orange: it expires next month.
  const table = page.getByRole('table', { name: 'First aid kits' });
  const row = table.getByRole('row').filter({ hasText: vehicle.equipmentNumber });
  await expect(row).toHaveCount(1);
  const expiry = row.locator('[data-expiry]');
  await expect(expiry).toHaveAttribute('data-expiry', 'expiring');
  await expect(expiry).toContainText(month.text);
  await expect(expiry).toHaveCSS('background-color', 'rgb(255, 216, 168)');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Search by type with a space, by month name, and by something it is not.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('type 2');
  await expect(row).toHaveCount(1);
  await search.fill(month.text.split(' ')[0]!.toLowerCase());
  await expect(row).toHaveCount(1);
  await search.fill('type 1');
  await expect(row).toHaveCount(0);
  await search.fill('');

  // Edit: the form starts from the row.
  await row.getByRole('button', { name: `Edit kit of ${vehicle.equipmentNumber}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Kit' });
  await expect(edit.getByLabel('Vehicle', { exact: true })).toHaveValue(vehicle.vehicleType);
  await chooseOption(page, 'Type', 'Type 1', { exact: true });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'First aid kit has been updated successfully.')).toBeVisible();
  await expect(row).toContainText('Type 1');

  // Delete, after the spec's question.
  await row.getByRole('button', { name: `Delete kit of ${vehicle.equipmentNumber}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Kit' });
  await expect(confirm).toContainText('Are you sure, You want to delete this kit?');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'First aid kit has been deleted successfully.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an admin records an extinguisher inspection: a bad year is refused, an expired one is red, the CSV holds it', async ({
  page,
}) => {
  const vehicle = fixtureFleet.assignedVehicle;
  const today = businessToday();
  const [year, month] = today.split('-').map(Number) as [number, number];

  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Fire Extinguisher' }).click();
  await expect(page).toHaveURL(/\/incidents$/);
  await expect(page.getByRole('heading', { name: 'Fire Extinguisher' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New' }).click();
  const form = page.getByRole('dialog', { name: 'Add Inspection' });
  await chooseOption(page, 'Equipment Number', vehicle.equipmentNumber, { exact: true });
  await expect(form.getByLabel('Vehicle', { exact: true })).toHaveValue(vehicle.vehicleType);
  await expect(form.getByLabel('Vehicle Type', { exact: true })).toHaveValue('Light Duty Truck');
  await form.getByLabel('Manufacture Year').fill('1800');
  await pickMonth(page, 'Inspection Month', year, month - 1);
  await form.getByRole('button', { name: 'Add Inspection' }).click();
  await expect(form.getByText('Manufacture year must be between 1900 and 2099')).toBeVisible();

  // A good year, and an expiry of today: saved, and shown red as expired.
  await form.getByLabel('Manufacture Year').fill('2019');
  await form.getByLabel('Inspection Expiry Date').fill(today);
  await form.getByLabel('Inspection Expiry Date').press('Tab');
  await form.getByRole('button', { name: 'Add Inspection' }).click();
  await expect(toast(page, 'Inspection details have been saved successfully.')).toBeVisible();
  await expect(form).toBeHidden();
  const row = page
    .getByRole('table', { name: 'Fire extinguisher inspections' })
    .getByRole('row')
    .filter({ hasText: vehicle.equipmentNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2019');
  await expect(row.locator('[data-expiry]')).toHaveAttribute('data-expiry', 'expired');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Export CSV: the download holds the row.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fire-extinguisher-inspections-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv).toContain(`${vehicle.equipmentNumber},Light Duty Truck,${vehicle.vehicleType},2019`);

  await row.getByRole('button', { name: `Delete inspection of ${vehicle.equipmentNumber}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Inspection' });
  await expect(confirm).toContainText('Are you sure, You want to delete this inspection details?');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Inspection details have been deleted successfully.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
