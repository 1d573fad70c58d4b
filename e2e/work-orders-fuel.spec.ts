import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { businessToday, toast } from './support/helpers.js';

/** Issue 35: a work order's screens pass axe with nothing serious or critical, as every other screen does. */
async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

// Serial: the fuel journey raises the fixture truck's odometer, which the next run reads back.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('an admin opens a work order with two lines, marks it done, and its total is the week’s maintenance in Profit & Loss', async ({
  page,
}) => {
  const vehicle = fixtureFleet.spareVehicle;
  await signIn(page, 'admin');
  await page.goto('/work-orders');
  await page.getByRole('link', { name: 'New work order' }).click();
  await expect(page.getByRole('heading', { name: 'New work order' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Vehicle', exact: true }).click();
  await page.getByRole('option', { name: vehicle.equipmentNumber, exact: true }).click();
  const title = `Brakes ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description of line 1' }).fill('Brake job');
  await page.getByRole('textbox', { name: 'Quantity of line 1' }).fill('2');
  await page.getByRole('textbox', { name: 'Unit cost ($) of line 1' }).fill('45.50');
  await page.getByRole('button', { name: 'Add a line' }).click();
  await page.getByRole('combobox', { name: 'Kind of line 2' }).click();
  await page.getByRole('option', { name: 'Part' }).click();
  await page.getByRole('textbox', { name: 'Description of line 2' }).fill('Brake pads');
  await page.getByRole('textbox', { name: 'Unit cost ($) of line 2' }).fill('19.99');
  await expect(page.getByText('Total: $110.99')).toBeVisible();
  await page.getByRole('button', { name: 'Create work order' }).click();

  await expect(page.getByRole('heading', { name: new RegExp(title) })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Start work' }).click();
  await expect(page.getByText('In progress')).toBeVisible();
  // Mark done answers with the same words: the start's toast must be gone (5 s) so the one found
  // next is the done's (on a slow machine both were on screen at once).
  await expect(toast(page, 'The work order status has been changed.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark done' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark the work order done' });
  await expect(dialog.getByRole('button', { name: 'Mark done' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // No odometer: the spare truck's readings are other journeys' too (planning-loop's 15,000 km),
  // and a reading below one of theirs is refused since issue 37.
  await dialog.getByRole('button', { name: 'Mark done' }).click();
  await expect(toast(page, 'The work order status has been changed.')).toBeVisible();
  await expect(page.getByText('Done', { exact: true })).toBeVisible();

  // The week's maintenance now holds the total: Profit & Loss reads it for that vehicle.
  const today = businessToday();
  const report = await page.request.post('/api/reports/profit_loss', {
    headers: await apiHeaders(page),
    // The report counts the weeks that start in the range: this week's Sunday is at most 6 days back.
    data: { start_date: new Date(Date.parse(today) - 6 * 86_400_000).toISOString().slice(0, 10), end_date: today },
  });
  const rows = ((await report.json()) as { data: { rows: { equipment_number: string; maintenance: number }[] } }).data
    .rows;
  expect(rows.find((row) => row.equipment_number === vehicle.equipmentNumber)?.maintenance).toBeGreaterThanOrEqual(
    110.99,
  );
});

test('a driver adds fuel from the phone; the office sees it in the Fuel list', async ({ page, browser }) => {
  const vehicle = fixtureFleet.assignedVehicle;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const driver = await phone.newPage();
  await signIn(driver, 'driver');
  // From the driver's home: the menu (behind its button on a phone) leads to the fuel screen.
  await driver.getByRole('button', { name: 'Open navigation' }).click({ timeout: 20_000 });
  await driver.getByRole('link', { name: 'Add Fuel' }).click();
  await expect(driver.getByRole('heading', { name: 'Add fuel' })).toBeVisible();
  await driver.getByRole('combobox', { name: 'Vehicle', exact: true }).click();
  await driver.getByRole('option', { name: vehicle.equipmentNumber, exact: true }).click();
  const hint = await driver.getByText(/^Last reading: [\d,]+( km)?$/).textContent();
  const reading = Number((hint ?? '').replace(/\D/g, '')) + 250;
  await driver.getByRole('textbox', { name: 'Litres' }).fill('61.3');
  await driver.getByRole('textbox', { name: 'Cost ($)' }).fill('98.40');
  await driver.getByRole('textbox', { name: 'Odometer (km)' }).fill(String(reading));
  await driver.getByRole('button', { name: 'Add fuel' }).click();
  await expect(driver.getByText('Fill-up recorded. Thank you!')).toBeVisible();

  // Going backwards is refused with the reading it would go below.
  await driver.getByRole('button', { name: 'Add another fill-up' }).click();
  await driver.getByRole('combobox', { name: 'Vehicle', exact: true }).click();
  await driver.getByRole('option', { name: vehicle.equipmentNumber, exact: true }).click();
  await driver.getByRole('textbox', { name: 'Litres' }).fill('10');
  await driver.getByRole('textbox', { name: 'Cost ($)' }).fill('15');
  await driver.getByRole('textbox', { name: 'Odometer (km)' }).fill(String(reading - 100));
  await driver.getByRole('button', { name: 'Add fuel' }).click();
  await expect(driver.getByText(`Odometer cannot be below ${reading} km`, { exact: false }).first()).toBeVisible();
  await phone.close();

  await signIn(page, 'admin');
  await page.goto('/fuel');
  const row = page.getByRole('row').filter({ hasText: vehicle.equipmentNumber }).filter({ hasText: '61.3' });
  await expect(row.first()).toBeVisible({ timeout: 20_000 });
});
