import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { toast } from './support/helpers.js';

test.describe.configure({ timeout: 120_000 });

const vehicle = fixtureFleet.spareVehicle;

test('a service overdue on Home is cleared by a work order done for it', async ({ page }) => {
  const name = `E2E oil change ${Date.now()}`;
  await signIn(page, 'admin');
  const answer = await page.request.get('/api/vehicles/equipment_numbers', { headers: await apiHeaders(page) });
  const vehicles = ((await answer.json()) as { data: { id: number; equipment_number: string }[] }).data;
  const vehicleId = vehicles.find((entry) => entry.equipment_number === vehicle.equipmentNumber)!.id;
  // Every 10,000 km for the spare truck, never done: overdue at its 12,000 km.
  const created = await page.request.post('/api/service_tasks', {
    headers: await apiHeaders(page),
    data: { name, interval_km: 10_000, applies_to: 'vehicles', vehicle_ids: [vehicleId] },
  });
  expect(created.status()).toBe(201);
  const taskId = ((await created.json()) as { data: { id: number } }).data.id;

  // Home: the overdue tile leads to the overdue services, this one among them.
  await page.reload();
  const tile = page.getByRole('link', { name: /^\d+ services? overdue$/ });
  await expect(tile).toBeVisible({ timeout: 20_000 });
  await tile.click();
  await expect(page).toHaveURL(/\/maintenance\?status=overdue/);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Overdue');

  // A work order for the truck, doing that service.
  await page.getByRole('navigation').getByRole('link', { name: 'Work Orders' }).click();
  await page.getByRole('link', { name: 'New work order' }).click();
  await page.getByRole('combobox', { name: 'Vehicle', exact: true }).click();
  await page.getByRole('option', { name: vehicle.equipmentNumber, exact: true }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(name);
  await page.getByRole('combobox', { name: 'Service tasks' }).click();
  await page.getByRole('option', { name }).click();
  await page.getByRole('textbox', { name: 'Title' }).click();
  await page.getByRole('textbox', { name: 'Description of line 1' }).fill('Oil and filter');
  await page.getByRole('textbox', { name: 'Unit cost ($) of line 1' }).fill('89.95');
  await page.getByRole('button', { name: 'Create work order' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible({ timeout: 20_000 });

  // Done at 15,000 km: the service is no longer overdue, and counts from this work order.
  await page.getByRole('button', { name: 'Mark done' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark the work order done' });
  await dialog.getByRole('textbox', { name: 'Odometer (km)' }).fill('15000');
  await dialog.getByRole('button', { name: 'Mark done' }).click();
  // Far above the truck's last reading, which other journeys set, the admin confirms it (issue 37).
  const done = toast(page, 'The work order status has been changed.');
  const confirm = dialog.getByRole('checkbox', {
    name: 'This reading is far above the last one: I checked it, keep it',
  });
  await expect(done.or(confirm)).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.check();
    await dialog.getByRole('button', { name: 'Mark done' }).click();
  }
  await expect(done).toBeVisible();
  await page.goto('/maintenance?status=overdue');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.goto(`/maintenance?status=ok&vehicle_id=${vehicleId}`);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('at 25,000 km');

  // Other journeys count Home's tiles: the task goes with this journey.
  const removed = await page.request.delete(`/api/service_tasks/${taskId}`, { headers: await apiHeaders(page) });
  expect(removed.status()).toBe(200);
});
