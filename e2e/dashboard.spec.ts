import fs from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { dashboardAlertKeys, type DashboardAlerts } from '@fleet-ops/shared';
import { pdfTextLines } from '../server/src/features/checklists/pdf-text.js';
import { accounts } from './support/accounts.js';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/helpers.js';

// Long journeys on a shared, sometimes busy machine; both read the spare truck's odometer in turn.
test.describe.configure({ timeout: 120_000, mode: 'serial' });

const vehicle = fixtureFleet.spareVehicle;
/** A whole 1x1 PNG, so the PDF can draw it. */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function api(page: Page) {
  const headers = await apiHeaders(page);
  return {
    get: async <T>(url: string) => {
      const response = await page.request.get(url, { headers });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    },
    headers,
  };
}

/**
 * What the office would find on a Monday: the spare truck's checklist from today with the horn
 * answered "no" and a photo, submitted by the signed-in admin for the fixture driver.
 */
async function submitChecklistWithIssue(page: Page, remarks: string) {
  const calls = await api(page);
  const { today } = await calls.get<{ today: string }>('/api/checklist/form_options');
  const items = await calls.get<{ last_odm_read: number; equipment_items: string[] }>(
    `/api/vehicles/equipment_items?equipment_number=${vehicle.equipmentNumber}`,
  );
  const answers = Object.fromEntries(items.equipment_items.map((item) => [item, item === 'horn' ? 'no' : 'yes']));
  const response = await page.request.post('/api/checklist', {
    headers: calls.headers,
    multipart: {
      equipment_number: vehicle.equipmentNumber,
      vehicle_type: vehicle.vehicleType,
      operator: accounts.driver.name,
      date_to_added: today,
      odm_read: String(items.last_odm_read + 25),
      oil_life: '55',
      remarks,
      checklist: JSON.stringify(answers),
      file: { name: 'horn.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(response.status()).toBe(201);
}

test('an admin sees what needs action on /home, and each count opens its filtered list', async ({ page }) => {
  await signIn(page, 'admin');
  await submitChecklistWithIssue(page, 'Horn is weak (dashboard journey).');

  const dashboard = page.getByRole('region', { name: 'Needs attention today' });
  const tiles = dashboard.getByRole('link');
  const issues = dashboard.getByRole('link', { name: /^\d+ checklists? with (an issue|issues) this week$/ });
  await expect(issues).toBeVisible({ timeout: 20_000 });
  await expect(tiles).toHaveCount(dashboardAlertKeys.length);

  // Every tile shows the server's number, in the server's order. Another journey may change a
  // count in between, so a mismatch is looked at again after a reload.
  const calls = await api(page);
  await expect(async () => {
    await page.reload();
    await expect(tiles).toHaveCount(dashboardAlertKeys.length);
    const shown = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
    const { alerts } = await calls.get<DashboardAlerts>('/api/dashboard/alerts');
    expect(shown.map((name) => Number(name.split(' ')[0]))).toEqual(alerts.map((alert) => alert.count));
    expect(alerts.find((alert) => alert.key === 'checklists_with_issues')!.count).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 60_000 });
  await expect(dashboard.getByRole('link', { name: /^\d+ vehicles? without a driver$/ })).toHaveAttribute(
    'href',
    '/vehicles?type=unassigned&ownership_type=all',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // This week's checklists with an issue, the new one among them.
  await issues.click();
  await expect(page).toHaveURL(/\/home\?has_issue=1$/);
  await expect(page.getByText('Only the checklists with an issue')).toBeVisible();
  const table = page.getByRole('table', { name: 'Pre-OP Checklists' });
  const rows = table.getByRole('row').filter({ hasText: vehicle.equipmentNumber });
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('cell', { name: 'OK', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all checklists' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The header's alerts list the same counts, and one leads to the drivers whose licence has expired.
  await page.getByRole('button', { name: /^Alerts: / }).click();
  await expect(
    page.getByRole('menuitem', { name: /^\d+ checklists? with (an issue|issues) this week$/ }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await dashboard.getByRole('link', { name: /expired driver licences?$/ }).click();
  await expect(page).toHaveURL(/\/drivers\?status=unarchived&licence=expired&sort=expiry_date&sortDir=asc$/);
  await expect(page.getByRole('heading', { name: 'Drivers' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Unarchived');
  await expect(page.getByRole('combobox', { name: 'Licence' })).toHaveValue('Expired');
});

test('on a phone, the checklist PDF downloads from the detail and is the inspection record', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  await submitChecklistWithIssue(page, 'Horn is weak (PDF journey).');
  await page.goto('/home?has_issue=1');
  await expect(page.getByRole('region', { name: 'Needs attention today' }).getByRole('link')).toHaveCount(
    dashboardAlertKeys.length,
    {
      timeout: 20_000,
    },
  );
  await expectNoHorizontalScroll(page);

  const row = page.getByRole('row').filter({ hasText: vehicle.equipmentNumber }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.click();
  const detail = page.getByRole('dialog', { name: 'Pre-OP Checklist' });
  await expect(detail.getByText(/^Horn is weak/)).toBeVisible();
  const remarks = await detail.getByText(/^Horn is weak/).textContent();

  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^checklist-\d+\.pdf$/);
  const pdf = await fs.readFile(await file.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // One string, so a failure shows the whole record, and a line the layout wraps still matches.
  const text = pdfTextLines(pdf).join(' ');
  for (const expected of [vehicle.equipmentNumber, accounts.driver.name, remarks!, 'Attachment # 1: horn.png']) {
    expect(text).toContain(expected);
  }
});
