import type { Page } from '@playwright/test';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { businessToday, expectNoHorizontalScroll } from './support/helpers.js';

// The defects journeys' truck: no other journey adds fuel to it, so its gas is this journey's alone.
const vehicle = fixtureFleet.defectVehicle;

/** This week, Sunday to today: Profit & Loss counts the weeks that start in its range. */
function thisWeek() {
  const today = businessToday();
  const sunday = new Date(Date.parse(today) - new Date(Date.parse(today)).getUTCDay() * 86_400_000);
  return { start: sunday.toISOString().slice(0, 10), end: today };
}

async function weekGas(page: Page): Promise<number> {
  const { start, end } = thisWeek();
  const report = await page.request.post('/api/reports/profit_loss', {
    headers: await apiHeaders(page),
    data: { start_date: start, end_date: end },
  });
  const rows = ((await report.json()) as { data: { rows: { equipment_number: string; gas: number }[] } }).data.rows;
  return rows.find((row) => row.equipment_number === vehicle.equipmentNumber)?.gas ?? 0;
}

const dollars = (amount: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(amount);

test('a French driver records 45,5 L for 72,80 $ on a phone, and Profit & Loss shows $72.80 more gas for the truck', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  // A retry of this journey finds the first try's fill-up already counted.
  const gasBefore = await weekGas(page);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const driver = await phone.newPage();
  await driver.addInitScript(() => localStorage.setItem('language', 'fr'));
  await signIn(driver, 'driver');
  await driver.goto('/fuel/add');
  await expect(driver.getByRole('heading', { name: 'Ajouter du carburant' })).toBeVisible({ timeout: 20_000 });
  await driver.getByRole('combobox', { name: 'Véhicule', exact: true }).click();
  await driver.getByRole('option', { name: vehicle.equipmentNumber, exact: true }).click();
  // The reading as the hint writes it ("12 100", grouped with a no-break space), typed back as is:
  // the same reading, so no other journey's next reading of this truck is refused.
  const hint = (await driver.getByText(/^Dernière lecture\s:\s/).textContent()) ?? '';
  const reading = /: (.+) km$/.exec(hint)?.[1] ?? '';
  const litres = driver.getByRole('textbox', { name: 'Litres' });
  const cost = driver.getByRole('textbox', { name: 'Coût ($)' });
  await litres.fill('45,5');
  await cost.fill('72,8');
  await driver.getByRole('textbox', { name: 'Odomètre (km)' }).fill(reading);
  await litres.click();
  // Left, the cost is written back as French writes money.
  await expect(cost).toHaveValue('72,80');
  await expect(litres).toHaveValue('45,5');
  await expectNoHorizontalScroll(driver);
  await driver.getByRole('button', { name: 'Ajouter le plein' }).click();
  await expect(driver.getByText('Plein enregistré. Merci\u00a0!')).toBeVisible();
  await phone.close();

  const { start, end } = thisWeek();
  await page.goto(`/report/profitloss?start_date=${start}&end_date=${end}`);
  await expect(page.getByRole('heading', { name: 'Profit & Loss Report' })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Profit and loss per vehicle' });
  const row = table.getByRole('row').filter({ hasText: vehicle.equipmentNumber });
  await expect(row).toBeVisible();
  const gasColumn = await table.getByRole('columnheader').allTextContents();
  await expect(row.getByRole('cell').nth(gasColumn.findIndex((header) => header.startsWith('Gas')))).toHaveText(
    dollars(gasBefore + 72.8),
  );

  // The office's Fuel list: 45.5 L for $72.80, $1.600 a litre.
  await page.goto('/fuel?sort=cost_per_litre');
  const fillUp = page.getByRole('row').filter({ hasText: vehicle.equipmentNumber }).filter({ hasText: '$72.80' });
  await expect(fillUp.first()).toContainText('45.5');
  await expect(fillUp.first()).toContainText('$1.600');
});
