import type { Page } from '@playwright/test';
import { accounts } from './support/accounts.js';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { expectNoHorizontalScroll, toast } from './support/helpers.js';

// Screens load slowly on a shared, sometimes busy machine.
test.describe.configure({ timeout: 150_000 });
const slow = { timeout: 60_000 };

const laptop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

/** The control lies wholly inside the window's width: reached without scrolling sideways. */
async function expectWithinWidth(page: Page, name: string, box: { x: number; width: number } | null) {
  expect(box, `${name} is on screen`).not.toBeNull();
  expect(box!.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} ends inside the window`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Today's checklist of the driver's own vehicle, submitted through the API as the driver's phone would. */
async function submitChecklist(page: Page) {
  const headers = await apiHeaders(page);
  const read = async <T>(url: string) =>
    ((await (await page.request.get(url, { headers })).json()) as { data: T }).data;
  const vehicle = fixtureFleet.assignedVehicle;
  const { today } = await read<{ today: string }>('/api/checklist/form_options');
  const items = await read<{ last_odm_read: number; equipment_items: string[] }>(
    `/api/vehicles/equipment_items?equipment_number=${vehicle.equipmentNumber}`,
  );
  const response = await page.request.post('/api/checklist', {
    headers,
    multipart: {
      equipment_number: vehicle.equipmentNumber,
      vehicle_type: vehicle.vehicleType,
      operator: accounts.driver.name,
      date_to_added: today,
      odm_read: String(items.last_odm_read + 10),
      oil_life: '70',
      remarks: 'Wide tables journey',
      checklist: JSON.stringify(Object.fromEntries(items.equipment_items.map((item) => [item, 'yes']))),
    },
  });
  expect(response.status()).toBe(201);
}

/**
 * A vehicle of the journey's own, so what it edits or disables changes nothing another journey
 * relies on (the journeys run at once against one server). Listing the week gives it a row.
 */
async function ownVehicle(page: Page): Promise<string> {
  const headers = await apiHeaders(page);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const equipmentNumber = `WT-${stamp}`;
  const created = await page.request.post('/api/vehicles', {
    headers,
    data: {
      equipment_number: equipmentNumber,
      ownership_type: 'rent',
      vehicle_type: 'Ford Ranger',
      VIN_no: `WTVIN${stamp}`.toUpperCase(),
      vehicle_parent_type: 'SUV',
      license_plate_no: `WT${stamp}`.slice(0, 30),
      last_odm_read: 1000,
      mine: 'no',
      ppe_no: 'PPE-WT',
      location: 'ZV',
      inspection_status: 'pending',
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  return equipmentNumber;
}

test('at 1440×900 a tracking row is edited and saved with its days, Amount and Save in view', async ({ page }) => {
  await page.setViewportSize(laptop);
  await signIn(page, 'admin');
  const equipment = await ownVehicle(page);
  await page.goto(`/tracking?search=${equipment}`);
  const row = page.getByRole('row').filter({ hasText: equipment });
  await expect(row).toContainText('No driver', slow);
  // The codes' meaning is on the screen.
  await expect(page.getByRole('note', { name: 'Day codes' })).toContainText('Out of Town');

  await row.getByRole('button', { name: `Edit row of ${equipment}` }).click();
  const days = row.getByRole('combobox', { name: /^Day / });
  await expect(days).toHaveCount(7);
  await days.nth(1).selectOption({ label: 'Spare' });
  await days.nth(2).selectOption({ label: 'Out of Town' });
  for (let index = 0; index < 7; index += 1)
    await expectWithinWidth(page, `day ${index}`, await days.nth(index).boundingBox());
  const amountHeader = page.getByRole('columnheader', { name: /Amount/ });
  await expectWithinWidth(page, 'Amount', await amountHeader.boundingBox());
  const save = row.getByRole('button', { name: `Save row of ${equipment}` });
  await expectWithinWidth(page, 'Save', await save.boundingBox());
  await expectNoHorizontalScroll(page);

  await save.click();
  await expect(toast(page, 'Tracking has been updated successfully.')).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveCount(0);
  await expect(row.getByText('Out of Town')).toHaveCount(1);
  await expect(row.getByText('Spare', { exact: true })).toHaveCount(1);
  await expectNoHorizontalScroll(page);
});

test('at 1440×900 a vehicle is disabled from its row menu without scrolling sideways', async ({ page }) => {
  await page.setViewportSize(laptop);
  await signIn(page, 'admin');
  const equipmentNumber = await ownVehicle(page);

  await page.goto(`/vehicles?search=${equipmentNumber}`);
  const row = page.getByRole('row').filter({ hasText: equipmentNumber });
  const menu = row.getByRole('button', { name: new RegExp(`Actions for ${equipmentNumber}`) });
  await expect(menu).toBeVisible(slow);
  await expectWithinWidth(page, 'row menu', await menu.boundingBox());
  await expectNoHorizontalScroll(page);

  await menu.click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await page.getByRole('dialog', { name: 'Disable Vehicle' }).getByRole('button', { name: 'Disable' }).click();
  await expect(toast(page, 'Vehicle has been disabled.')).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('at 390×844 the Checklists list shows one card per checklist, its filters behind one button', async ({ page }) => {
  await page.setViewportSize(phone);
  await signIn(page, 'driver');
  await submitChecklist(page);
  await page.goto('/checklists');

  const cards = page.getByRole('list', { name: 'Pre-OP Checklists' });
  const card = cards.getByRole('listitem').filter({ hasText: fixtureFleet.assignedVehicle.equipmentNumber }).first();
  await expect(card).toBeVisible(slow);
  await expect(card).toContainText(accounts.driver.name);
  await expect(card).toContainText('OK');
  await expect(page.getByRole('table', { name: 'Pre-OP Checklists' })).toHaveCount(0);

  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden();
  await filters.click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();

  await card.getByRole('button', { name: /^View the checklist of/ }).click();
  await expect(page.getByRole('dialog', { name: 'Pre-OP Checklist' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
