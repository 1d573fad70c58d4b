import type { Page } from '@playwright/test';
import type { DashboardAlerts } from '@fleet-ops/shared';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';

/**
 * Issue 35: each Home tile opens a list filtered to exactly the rows it counted, the filter shown
 * and removable, and the list's total is the tile's number. Other journeys file checklists and
 * edit the fleet meanwhile, so each comparison is made again after a reload until both agree.
 */
test.describe.configure({ timeout: 180_000 });

const screenPaths: Record<string, string> = {
  drivers: '/drivers',
  first_aid_kits: '/first-aid-kits',
  fire_extinguishers: '/incidents',
  vehicles: '/vehicles',
};

/** Each tile this journey follows, and the filter its list shows. */
const tiles = [
  { key: 'driver_licences_expired', filter: { kind: 'select', name: 'Licence', value: 'Expired' } },
  { key: 'driver_licences_expiring', filter: { kind: 'select', name: 'Licence', value: 'Expiring within 30 days' } },
  { key: 'first_aid_kits_expired', filter: { kind: 'select', name: 'Expiry', value: 'Expired' } },
  { key: 'first_aid_kits_expiring', filter: { kind: 'select', name: 'Expiry', value: 'Expiring next month' } },
  { key: 'fire_extinguishers_expired', filter: { kind: 'select', name: 'Expiry', value: 'Expired' } },
  {
    key: 'fire_extinguishers_expiring',
    filter: { kind: 'select', name: 'Expiry', value: 'Expiring within a month' },
  },
  { key: 'vehicles_without_checklist', filter: { kind: 'checkbox', name: 'In use without a valid inspection' } },
] as const;

async function alertsOf(page: Page) {
  const response = await page.request.get('/api/dashboard/alerts', { headers: await apiHeaders(page) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: DashboardAlerts }).data.alerts;
}

test("each Home tile opens its list filtered to what it counted, the list's total the tile's number", async ({
  page,
}) => {
  await signIn(page, 'admin');
  for (const tile of tiles) {
    const alert = (await alertsOf(page)).find((candidate) => candidate.key === tile.key)!;
    const href = `${screenPaths[alert.screen]}?${new URLSearchParams(alert.filter).toString()}`;
    await page.goto('/home');
    const link = page.locator(`a[href="${href}"]`);
    await expect(link).toBeVisible({ timeout: 20_000 });
    await link.click();
    await expect(page).toHaveURL(href);

    if (tile.filter.kind === 'select') {
      await expect(page.getByRole('combobox', { name: tile.filter.name })).toHaveValue(tile.filter.value);
    } else {
      await expect(page.getByRole('checkbox', { name: tile.filter.name })).toBeChecked();
    }
    await expect(async () => {
      const count = (await alertsOf(page)).find((candidate) => candidate.key === tile.key)!.count;
      await page.reload();
      await expect(page.getByText(`Entries: ${count}`, { exact: true })).toBeVisible({ timeout: 10_000 });
    }, tile.key).toPass({ timeout: 60_000 });
  }
});
