import { accounts } from './support/accounts.js';
import { fixtureFleet } from './support/fixture-fleet.js';
import { expect, signIn, test } from './support/fixtures.js';

// Read only: the journeys open the checklists of the fixture vehicles and submit nothing.
const assigned = fixtureFleet.assignedVehicle;
const notAssigned = fixtureFleet.spareVehicle;

test.use({ viewport: { width: 390, height: 844 } });

test('a signed-out driver scans a vehicle’s code, signs in and lands on its checklist', async ({ page }) => {
  await page.goto(`/qr/${encodeURIComponent(assigned.equipmentNumber)}`);

  // Sign-in first, with the way back kept in the address.
  await expect(page).toHaveURL(/\/login\?next=%2Fqr%2FE2E-44$/);
  await page.getByLabel('Email address').fill(accounts.driver.email);
  await page.getByLabel('Password', { exact: true }).fill(accounts.driver.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/dashboard\?vehicle=E2E-44$/, { timeout: 20_000 });
  // The form opens with the scanned vehicle chosen.
  await expect(page.getByRole('combobox', { name: 'Equipment Number' })).toHaveValue(
    new RegExp(`^${assigned.equipmentNumber}`),
    { timeout: 20_000 },
  );
});

test('a driver who scans a vehicle that is not theirs reads why, and goes back to the checklist', async ({ page }) => {
  await signIn(page, 'driver');

  await page.goto(`/qr/${encodeURIComponent(notAssigned.equipmentNumber)}`);

  await expect(
    page.getByRole('heading', { name: `You can’t inspect vehicle ${notAssigned.equipmentNumber}` }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByText(
      'Only the drivers assigned to this vehicle and their supervisors can fill its checklist. Ask your supervisor.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to the checklist' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an admin scans a code and gets New Pre-OP Checklist on Home, and prints the fleet’s labels', async ({ page }) => {
  await signIn(page, 'admin');

  await page.goto(`/qr/${encodeURIComponent(notAssigned.equipmentNumber)}`);

  await expect(page).toHaveURL(/\/home\?vehicle=E2E-20$/, { timeout: 20_000 });
  const form = page.getByRole('dialog', { name: 'New Pre-OP Checklist' });
  await expect(form.getByRole('combobox', { name: 'Equipment Number' })).toHaveValue(
    new RegExp(`^${notAssigned.equipmentNumber}`),
    { timeout: 20_000 },
  );

  await page.goto('/vehicles');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print QR labels' }).click();
  expect((await download).suggestedFilename()).toBe('vehicle-qr-labels.pdf');
});
