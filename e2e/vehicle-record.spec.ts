import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accounts } from './support/accounts.js';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/helpers.js';

// A long journey on a shared, sometimes busy machine: screens get longer than usual to load.
test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 60_000 };

const vehicle = fixtureFleet.spareVehicle;

/** Today's checklist of the spare truck with the horn failed and `remarks`, as the office would find it. */
async function submitChecklist(page: Page, remarks: string) {
  const headers = await apiHeaders(page);
  const read = async <T>(url: string) =>
    ((await (await page.request.get(url, { headers })).json()) as { data: T }).data;
  const { today } = await read<{ today: string }>('/api/checklist/form_options');
  const items = await read<{ last_odm_read: number; equipment_items: string[] }>(
    `/api/vehicles/equipment_items?equipment_number=${vehicle.equipmentNumber}`,
  );
  const answers = Object.fromEntries(items.equipment_items.map((item) => [item, item === 'horn' ? 'no' : 'yes']));
  const response = await page.request.post('/api/checklist', {
    headers,
    multipart: {
      equipment_number: vehicle.equipmentNumber,
      vehicle_type: vehicle.vehicleType,
      operator: accounts.driver.name,
      date_to_added: today,
      odm_read: String(items.last_odm_read + 25),
      oil_life: '61',
      remarks,
      checklist: JSON.stringify(answers),
    },
  });
  expect(response.status()).toBe(201);
}

async function expectAccessible(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

test("an admin opens a vehicle's record from Home through its equipment number and sees its latest checklist", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  const remarks = `Horn is weak (vehicle record journey ${Date.now()}).`;
  await submitChecklist(page, remarks);
  await page.reload();

  // Home's checklist list: the equipment number opens the record, not the checklist.
  const list = page.getByRole('table', { name: 'Pre-OP Checklists' });
  await list.getByRole('link', { name: vehicle.equipmentNumber, exact: true }).first().click(slow);
  await expect(page).toHaveURL(/\/vehicles\/\d+\/overview$/);
  const recordUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: `Vehicle ${vehicle.equipmentNumber}` })).toBeVisible(slow);
  await expect(page).toHaveTitle(`${vehicle.equipmentNumber} · Fleet Ops`);

  const checklists = page.getByRole('region', { name: 'Latest checklists' });
  const latest = checklists.getByRole('listitem').first();
  await expect(latest).toContainText(remarks);
  await expect(latest).toContainText('Horn');
  await expect(latest).toContainText('Issue');
  await expect(checklists.getByRole('link', { name: `All checklists of ${vehicle.equipmentNumber}` })).toHaveAttribute(
    'href',
    `/home?search=${vehicle.equipmentNumber}`,
  );
  await expect(page.getByRole('region', { name: 'Billing and income, last 8 weeks' }).getByRole('row')).toHaveCount(9);
  await expectAccessible(page);

  // Overview and Edit are two tabs of one vehicle.
  const tabs = page.getByRole('navigation', { name: `Vehicle ${vehicle.equipmentNumber}` });
  await tabs.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(recordUrl.replace(/\/overview$/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Update Vehicle' })).toBeVisible(slow);
  await expect(page.getByLabel('Equipment Number')).toHaveValue(vehicle.equipmentNumber, slow);
  await expect(tabs.getByRole('link', { name: 'Edit' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(recordUrl);
  await expect(page.getByRole('region', { name: 'Latest checklists' })).toContainText(remarks, slow);

  // On a phone the record fits the screen, its tables scrolling inside their own boxes.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: `Vehicle ${vehicle.equipmentNumber}` })).toBeVisible();
  // The sidebar turns into a drawer with a short transition first.
  await expect(() => expectNoHorizontalScroll(page)).toPass(slow);
  await expectAccessible(page);
});
