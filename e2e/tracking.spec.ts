import fs from 'node:fs';
import { fixtureFleet } from './support/fixture-fleet.js';
import { accounts } from './support/accounts.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';

const driverName = accounts.driver.name;
const assigned = fixtureFleet.assignedVehicle;
const spare = fixtureFleet.spareVehicle;

test.describe('weekly tracking and billing', () => {
  // One long journey through two screens: give it room when the machine is busy.
  test.setTimeout(120_000);

  test('an admin bills a week: rates, inline edit at a custom rate, one edit at a time, CSV export', async ({
    page,
  }) => {
    await signIn(page, 'admin');

    // Rates first, so the rate types have values to fill in.
    await page.getByRole('navigation').getByRole('link', { name: 'Rates' }).click();
    await expect(page.getByRole('heading', { name: 'Rate for Vehicles' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Edit rates for Light Duty Truck' }).click();
    const rateDialog = page.getByRole('dialog', { name: 'Edit Rate' });
    await expect(rateDialog.getByLabel('Vehicle Type')).toHaveValue('Light Duty Truck');
    await rateDialog.getByLabel('Full Day Rate').fill('150');
    await rateDialog.getByLabel('Shared Day Rate').fill('75.5');
    await rateDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Rate has been updated successfully.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Light Duty Truck/ })).toContainText('$150.00');

    // The current week opens with a row per driver, and the sort in the address.
    await page.getByRole('navigation').getByRole('link', { name: 'Tracking' }).click();
    await expect(page).toHaveURL(/\/tracking\?sortBy=driver_name&sortDir=desc/);
    const row = page.getByRole('row').filter({ hasText: assigned.equipmentNumber });
    const spareRow = page.getByRole('row').filter({ hasText: spare.equipmentNumber });
    // The first visit loads the screen's code and opens the week on the server.
    await expect(row).toContainText(driverName, { timeout: 20_000 });
    await expect(spareRow).toContainText('No driver');
    await expect(row).toContainText('$150.00');

    // Inline edit: custom rate, 4 In Use days (in and out of town), one Spare.
    await row.getByRole('button', { name: `Edit row of ${driverName}` }).click();
    await row.getByLabel('Rate type').selectOption('custom_rate');
    await row.getByRole('textbox', { name: 'Rate', exact: true }).fill('87.5');
    const days = row.getByRole('combobox', { name: /^Day / });
    await expect(days).toHaveCount(7);
    const codes = ['In Town', 'Out of Town', 'In Town', 'Out of Town', 'Spare'];
    for (const [index, code] of codes.entries()) await days.nth(index).selectOption({ label: code });
    await expect(row).toContainText('$350.00');

    // A second row cannot be edited while this one is.
    await spareRow.getByRole('button', { name: `Edit row of ${spare.equipmentNumber}` }).click();
    await expect(page.getByText('Only one record can be edited at a time.')).toBeVisible();
    await expect(spareRow.getByRole('combobox', { name: /^Day / })).toHaveCount(0);

    await row.getByRole('button', { name: `Save row of ${driverName}` }).click();
    await expect(page.getByText('Tracking has been updated successfully.')).toBeVisible();
    await expect(row.getByRole('combobox')).toHaveCount(0);
    await expect(row).toContainText('$87.50');
    await expect(row).toContainText('Custom Rate');
    await expect(row).toContainText('$350.00');
    await expect(row.getByText('In Town')).toHaveCount(2);
    await expect(row.getByText('Out of Town')).toHaveCount(2);
    await expect(page.getByRole('row', { name: /Week total/ })).toContainText('$350.00');

    // The week as a CSV file, with the billed row.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^tracking-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toMatch(/^Driver Name,Equipment Number,/);
    const billed = lines.find((line) => line.includes(assigned.equipmentNumber));
    expect(billed).toContain(driverName);
    expect(billed).toContain('Custom Rate,87.50');
    expect(billed).toContain('In Town,Out of Town,In Town,Out of Town,Spare,No Charge,No Charge,350.00,Enabled');
    expect(lines.some((line) => line.includes(spare.equipmentNumber))).toBe(true);
  });

  test('a save over someone else’s newer save is refused, and the week is reloaded on request', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/tracking');
    const spareRow = page.getByRole('row').filter({ hasText: spare.equipmentNumber });
    await expect(spareRow).toContainText('No driver', { timeout: 20_000 });
    await spareRow.getByRole('button', { name: `Edit row of ${spare.equipmentNumber}` }).click();

    // Meanwhile someone else saves a note on the same row (a note keeps the billing as it was).
    const headers = await apiHeaders(page);
    const list = await page.request.get(`/api/trackings?search=${spare.equipmentNumber}`, { headers });
    const listed = ((await list.json()) as { data: { id: number; start_date: string; version: number }[] }).data[0]!;
    const elsewhere = await page.request.put('/api/trackings', {
      headers,
      data: {
        VIN_no: spare.vinNo,
        start_date: listed.start_date,
        driver_id: 0,
        tracking_id: listed.id,
        rate_type: 'full_day_rate',
        comment: 'Other',
        version: listed.version,
      },
    });
    expect(elsewhere.status()).toBe(200);

    await spareRow.getByRole('button', { name: `Save row of ${spare.equipmentNumber}` }).click();
    const notice = page.getByRole('dialog', { name: 'Saved by someone else' });
    await expect(notice).toContainText('Someone else saved this row after you opened it. Nothing was changed');
    await notice.getByRole('button', { name: 'Reload the week' }).click();
    await expect(notice).toBeHidden();
    await expect(spareRow.getByRole('combobox')).toHaveCount(0);
    await expect(spareRow).toContainText('Other');
  });
});
