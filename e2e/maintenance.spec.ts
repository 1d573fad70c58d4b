import type { Page } from '@playwright/test';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { businessToday, chooseOption, toast } from './support/helpers.js';

test.describe.configure({ timeout: 120_000 });

const vehicle = fixtureFleet.spareVehicle;

test('an admin defines a service task by km, finds it overdue from Home, and records it as done', async ({ page }) => {
  const name = `E2E tire rotation ${Date.now()}`;
  await signIn(page, 'admin');

  // A task every 10,000 km for the spare truck alone (12,000 km or more, never recorded: overdue at once).
  await page.getByRole('navigation').getByRole('link', { name: 'Service Tasks' }).click();
  await expect(page).toHaveURL(/\/service-tasks$/);
  await page.getByRole('button', { name: 'Add Service Task' }).click();
  const form = page.getByRole('dialog', { name: 'Add Service Task' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByText('None', { exact: true }).click();
  await form.getByRole('textbox', { name: 'Every (km)' }).fill('10000');
  await form.getByRole('combobox', { name: 'Applies to' }).click();
  await page.getByRole('option', { name: 'Chosen vehicles' }).click();
  await form.getByRole('combobox', { name: 'Vehicles' }).click();
  await page.getByRole('option', { name: new RegExp(vehicle.equipmentNumber) }).click();
  // A multiple choice stays open for more: a click beside it closes it.
  await form.getByRole('textbox', { name: 'Name' }).click();
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('The service task has been created.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Service tasks' }).getByText(name)).toBeVisible();

  // Home counts it; the tile opens the Maintenance list of overdue services.
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
  const tile = page.getByRole('link', { name: /^\d+ services? overdue$/ });
  await expect(tile).toBeVisible({ timeout: 20_000 });
  await tile.click();
  await expect(page).toHaveURL(/\/maintenance\?status=overdue/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Overdue');
  // Other journeys may have raised the spare truck's reading past its first 12,000 km.
  await expect(row).toContainText(/at 10,000 km · [\d,]+ km over/);

  // Recorded as done at today's reading: it leaves the overdue list.
  await row.getByRole('button', { name: `Record ${name} as done on ${vehicle.equipmentNumber}` }).click();
  const record = page.getByRole('dialog', { name: 'Record as done' });
  const odometer = record.getByRole('textbox', { name: /Odometer/ });
  await expect(odometer).toHaveValue(/^\d{2},\d{3}$/);
  const reading = Number((await odometer.inputValue()).replace(/\D/g, ''));
  await record.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('The service has been recorded as done.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Among the OK ones, due again at 22,000 km.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'OK' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(
    `at ${(reading + 10_000).toLocaleString('en-US')} km`,
  );

  // Other journeys count Home's tiles: the task goes away with this one.
  const tasks = await page.request.get(`/api/service_tasks?search=${encodeURIComponent(name)}`, {
    headers: await apiHeaders(page),
  });
  const [task] = ((await tasks.json()) as { data: { id: number }[] }).data;
  const removed = await page.request.delete(`/api/service_tasks/${task!.id}`, { headers: await apiHeaders(page) });
  expect(removed.status()).toBe(200);
});

/** The spare truck's id, from the list the choosers read. */
async function spareVehicleId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/vehicles/equipment_numbers', { headers: await apiHeaders(page) });
  const entries = ((await answer.json()) as { data: { id: number; equipment_number: string }[] }).data;
  return entries.find((entry) => entry.equipment_number === vehicle.equipmentNumber)!.id;
}

test('a maintenance appointment with a service task, marked done, resets the task; not done takes it back', async ({
  page,
}) => {
  const name = `E2E annual inspection ${Date.now()}`;
  await signIn(page, 'admin');
  const created = await page.request.post('/api/service_tasks', {
    headers: await apiHeaders(page),
    data: { name, interval_months: 12, applies_to: 'vehicles', vehicle_ids: [await spareVehicleId(page)] },
  });
  expect(created.status()).toBe(201);
  const taskId = ((await created.json()) as { data: { id: number } }).data.id;

  // Booked with the task chosen on the form.
  await page.getByRole('navigation').getByRole('link', { name: 'Appointments' }).click();
  await page.getByRole('button', { name: 'Add New' }).click();
  const form = page.getByRole('dialog', { name: 'Add Appointment' });
  await chooseOption(page, 'Vehicle', `${vehicle.equipmentNumber} · ${vehicle.vehicleType}`);
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(businessToday());
  await form.getByRole('textbox', { name: 'Date', exact: true }).press('Tab');
  await form.getByLabel('Time').fill('05:41');
  await chooseOption(page, 'Appointment', 'Maintenance');
  await chooseOption(page, 'Location', 'Colby Building');
  await chooseOption(page, 'Service task', name);
  await form.getByRole('button', { name: 'Add Appointment' }).click();
  await expect(toast(page, 'Appointment has been created successfully.')).toBeVisible();

  // Marked done at 12,400 km: the row says Done and the task counts from it.
  const row = page.getByRole('table', { name: 'Appointments' }).getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: new RegExp(`^Mark done: appointment of ${vehicle.equipmentNumber}`) }).click();
  const done = page.getByRole('dialog', { name: 'Mark Done' });
  await done.getByRole('textbox', { name: /Odometer/ }).fill('12400');
  await done.getByRole('button', { name: 'Mark Done' }).click();
  await expect(toast(page, 'The appointment has been marked done.')).toBeVisible();
  await expect(row).toContainText('Done');
  const status = await page.request.get(`/api/maintenance?service_task_id=${taskId}`, {
    headers: await apiHeaders(page),
  });
  expect(((await status.json()) as { data: unknown[] }).data).toMatchObject([
    { last_done_on: businessToday(), last_done_odometer: 12_400, status: 'ok' },
  ]);

  // Not done after all: the completion is taken back.
  await row.getByRole('button', { name: new RegExp(`^Not done: appointment of ${vehicle.equipmentNumber}`) }).click();
  await page.getByRole('dialog', { name: 'Not Done' }).getByRole('button', { name: 'Not Done' }).click();
  await expect(toast(page, 'The appointment is no longer marked done.')).toBeVisible();
  await expect(row).not.toContainText('Done');
  const after = await page.request.get(`/api/maintenance?service_task_id=${taskId}`, {
    headers: await apiHeaders(page),
  });
  expect(((await after.json()) as { data: unknown[] }).data).toMatchObject([{ last_done_on: null }]);

  // The task goes (its appointment stays, without it).
  const removed = await page.request.delete(`/api/service_tasks/${taskId}`, { headers: await apiHeaders(page) });
  expect(removed.status()).toBe(200);
});
