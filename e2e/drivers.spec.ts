import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { fixtureFleet } from './support/fixture-fleet.js';
import { accounts } from './support/accounts.js';
import { expect, signIn, test } from './support/fixtures.js';
import { chooseOption, toast } from './support/helpers.js';

// Each journey signs in through the form and opens dialogs; a busy machine needs more than 30 s.
test.describe.configure({ timeout: 60_000 });

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('an admin adds, finds, edits and archives a driver, who signs in on a phone until archived', async ({
  page,
  browser,
}) => {
  // A long journey through five dialogs and two browsers.
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const driver = { name: `Erin Journey ${stamp}`, email: `erin-${stamp}@e2e.test`, password: 'first-password-1' };
  const newPassword = 'second-password-2';

  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Drivers' }).click();
  await expect(page).toHaveURL(/\/drivers$/);
  await expect(page.getByRole('heading', { name: 'Drivers' })).toBeVisible();

  // Add: an empty form names what is missing, then a complete one is saved.
  await page.getByRole('button', { name: 'Add New Driver' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Driver' });
  await form.getByRole('button', { name: 'Add Driver' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
  await form.getByLabel('Name').fill(driver.name);
  await chooseOption(page, 'Work Location', 'Colby Building');
  await form.getByLabel('Supervisor').fill('Sue Pervisor');
  await form.getByLabel('Rotation').fill('14/14');
  await form.getByLabel('Phone Number').fill('+1 709 555 0199');
  await form.getByLabel('Licence Number').fill('NL-E2E-0099');
  await form.getByLabel('Expiry Date').fill('2031-06-30');
  await form.getByLabel('Expiry Date').press('Tab');
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByLabel('Email').fill(driver.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(driver.password);
  await form.getByRole('button', { name: 'Add Driver' }).click();
  await expect(toast(page, 'Driver has been created successfully.')).toBeVisible();
  await expect(form).toBeHidden();

  // Find: the search narrows the list to the new driver.
  await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  const table = page.getByRole('table', { name: 'Drivers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: driver.name });
  await expect(row).toContainText('Colby Building');
  await expect(row).toContainText('Jun 30, 2031');

  // Edit: the form starts from the stored driver; the change shows in the list.
  await rowAction(page, driver.name, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Driver' });
  await expect(edit.getByLabel('Name')).toHaveValue(driver.name);
  await expect(edit.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  await edit.getByLabel('Supervisor').fill('Night Shift Lead');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Driver has been updated successfully.')).toBeVisible();
  await expect(row).toContainText('Night Shift Lead');

  // Update password: mismatches are refused on the spot, then the new one is set.
  await rowAction(page, driver.name, 'Update Password');
  const password = page.getByRole('dialog', { name: 'Update Password' });
  await password.getByLabel('New Password').fill(newPassword);
  await password.getByLabel('Confirm Password').fill('something-else');
  await password.getByRole('button', { name: 'Update Password' }).click();
  await expect(password.getByText('Password and Confirm Password must be match.')).toBeVisible();
  await password.getByLabel('Confirm Password').fill(newPassword);
  await password.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Driver password has been updated successfully.')).toBeVisible();

  // The driver signs in on a phone with the new password and lands on the dashboard.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const driverPage = await phone.newPage();
  await driverPage.goto('/login');
  await driverPage.getByLabel('Email address').fill(driver.email);
  await driverPage.getByLabel('Password', { exact: true }).fill(newPassword);
  await driverPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(driverPage).toHaveURL(/\/dashboard$/);

  // Archive: the dialog says the driver drives nothing; archiving signs them out.
  await rowAction(page, driver.name, 'Archive');
  const archive = page.getByRole('dialog', { name: 'Archive Driver' });
  await expect(archive.getByText('Are you sure you want to archive the driver?')).toBeVisible();
  await expect(archive.getByText(`${driver.name} is not assigned to any vehicle.`)).toBeVisible();
  await archive.getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page, 'Driver has been archived.')).toBeVisible();
  await expect(row.getByText('Archived')).toBeVisible();

  await driverPage.reload();
  await expect(driverPage).toHaveURL(/\/login$/);
  await phone.close();
});

test('the archive dialog lists the vehicles the driver drives; Cancel leaves them be', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/drivers');
  await rowAction(page, accounts.driver.name, 'Archive');
  const archive = page.getByRole('dialog', { name: 'Archive Driver' });
  const vehicles = archive.getByRole('list', { name: `${accounts.driver.name} will be removed from these vehicles:` });
  // The fixture's three, in order; journeys running beside this one may give the driver more.
  await expect(vehicles.getByRole('listitem')).toContainText(
    [fixtureFleet.assignedVehicle, fixtureFleet.defectVehicle, fixtureFleet.offlineVehicle].map(
      (vehicle) => `${vehicle.equipmentNumber} ${vehicle.vehicleType}`,
    ),
  );
  await archive.getByRole('button', { name: 'Cancel' }).click();
  await expect(archive).toBeHidden();
});

test('the status filter and Export CSV agree', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/drivers');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Enabled', exact: true }).click();
  await expect(page).toHaveURL(/status=enabled/);
  await expect(page.getByRole('table', { name: 'Drivers' })).toContainText(accounts.driver.name);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^drivers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFFName,Email,')).toBe(true);
  expect(csv).toContain(accounts.driver.email);
});
