import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { checklistBaseItems } from '@fleet-ops/shared';
import { accounts } from './support/accounts.js';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { businessToday, toast } from './support/helpers.js';
import { signTheRecord } from './support/checklist-record.js';
import { pdfTextLines } from '../server/src/features/checklists/pdf-text.js';

// A checklist, then four screens and three steps: slower than one form on a busy machine. Serial:
// both journeys use the fixture truck, whose odometer only goes up.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const vehicle = fixtureFleet.defectVehicle;

/** The driver answers "no" to `item` on the defects' fixture truck through the API, as the phone's form sends it. */
async function driverFails(page: Page, item: string, remarks: string) {
  const login = await page.request.post('/api/login', {
    data: { email: accounts.driver.email, password: accounts.driver.password },
  });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  // Above the last reading, whatever ran before (a retried journey included).
  const items = await page.request.get(`/api/vehicles/equipment_items?equipment_number=${vehicle.equipmentNumber}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const reading = ((await items.json()) as { data: { last_odm_read: number } }).data.last_odm_read + 100;
  // The fixture truck asks the base items and its radio (its only equipment item).
  const answers = Object.fromEntries(
    [...checklistBaseItems, 'radio'].map((entry) => [entry, entry === item ? 'no' : 'yes']),
  );
  const response = await page.request.post('/api/checklist', {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    multipart: {
      equipment_number: vehicle.equipmentNumber,
      vehicle_type: vehicle.vehicleType,
      operator: accounts.driver.name,
      date_to_added: businessToday(),
      odm_read: String(reading),
      oil_life: '80',
      remarks,
      checklist: JSON.stringify(answers),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a driver fails the brakes on a phone; the truck is out of service until an admin repairs it and the supervisor verifies', async ({
  page,
  browser,
}) => {
  // The driver, on a phone, fails the brakes and signs the record.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const driver = await phone.newPage();
  await signIn(driver, 'driver');
  await driver
    .getByRole('combobox', { name: 'Equipment Number' })
    .selectOption(vehicle.equipmentNumber, { timeout: 20_000 });
  const hint = await driver.getByText(/^Last reading: [\d,]+( km)?$/).textContent();
  await driver.getByRole('textbox', { name: 'ODM Read' }).fill(String(Number((hint ?? '').replace(/\D/g, '')) + 100));
  await driver.getByRole('switch', { name: 'Brakes and Hand Brake' }).click();
  await driver.getByLabel('Please detail the issue found with your vehicle').fill('Brakes grinding');
  await driver.getByRole('textbox', { name: 'Note on Brakes and Hand Brake' }).fill('Front axle');
  await signTheRecord(driver);
  await driver.getByRole('button', { name: 'Submit' }).click();
  await expect(driver.getByText('Checklist has been submitted successfully.')).toBeVisible({ timeout: 20_000 });
  await phone.close();

  // The office: Home counts it, and the Vehicles list shows it out of service.
  await signIn(page, 'admin');
  // Other journeys may fail a major item on another vehicle at the same time.
  const tile = page.getByRole('link', { name: /^\d+ vehicles? out of service$/ });
  await expect(tile).toBeVisible({ timeout: 20_000 });
  await tile.click();
  await expect(page).toHaveURL(/\/vehicles\?.*out_of_service=1/);
  const truckRow = page.getByRole('row').filter({ hasText: vehicle.equipmentNumber });
  // Said twice: the badge beside the equipment number, and the Inspection column (issue 36).
  await expect(truckRow.getByText('Out of service', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: 'Out of service only' })).toBeChecked();

  // The Defects list shows the major brake defect, open; the admin acknowledges it and records the repair.
  await page.getByRole('navigation').getByRole('link', { name: 'Defects' }).click();
  await expect(page).toHaveURL(/\/defects$/);
  const row = page
    .getByRole('table', { name: 'Defects' })
    .getByRole('row')
    .filter({ hasText: vehicle.equipmentNumber });
  await expect(row.getByText('Brakes and Hand Brake')).toBeVisible();
  await expect(row.getByText('Major')).toBeVisible();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: /^Details of defect \d+$/ }).click();
  await expect(page.getByRole('heading', { name: /^Defect \d+$/ })).toBeVisible();
  const defectPath = new URL(page.url()).pathname;
  await expect(page.getByText('Front axle')).toBeVisible();

  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await page.getByRole('dialog', { name: 'Acknowledge defect' }).getByRole('button', { name: 'Acknowledge' }).click();
  await expect(toast(page, 'The defect has been acknowledged.')).toBeVisible();

  await page.getByRole('button', { name: 'Record repair' }).click();
  const repair = page.getByRole('dialog', { name: 'Record repair' });
  await repair.getByRole('textbox', { name: 'Repair notes' }).fill('Replaced the front pads and rotors');
  await repair.getByRole('textbox', { name: 'Repair cost ($)' }).fill('125.50');
  await repair.getByRole('button', { name: 'Record repair' }).click();
  await expect(toast(page, 'The repair has been recorded.')).toBeVisible();
  await expect(page.getByText('Replaced the front pads and rotors')).toBeVisible();

  // The crew's supervisor verifies the repair from their own Defects screen.
  const field = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const supervisor = await field.newPage();
  await signIn(supervisor, 'supervisor');
  await supervisor.goto(defectPath.replace('/defects/', '/vehicle-defects/'));
  await expect(supervisor.getByRole('button', { name: 'Record repair' })).toHaveCount(0);
  await supervisor.getByRole('button', { name: 'Verify repair' }).click();
  await supervisor
    .getByRole('dialog', { name: 'Verify repair' })
    .getByRole('button', { name: 'Verify repair' })
    .click();
  await expect(toast(supervisor, 'The repair has been verified.')).toBeVisible();
  await field.close();

  await page.reload();
  const timeline = page.getByRole('table', { name: 'Timeline of this defect' });
  for (const step of ['Reported', 'Acknowledged', 'Repair recorded', 'Repair verified']) {
    await expect(timeline.getByRole('cell', { name: step, exact: true })).toBeVisible();
  }
  await expect(timeline.getByRole('cell', { name: accounts.supervisor.name })).toBeVisible();

  // Back in service: the server agrees, the record has no banner, and the cost is in Profit & Loss.
  const headers = await apiHeaders(page);
  const vehicles = await page.request.get('/api/vehicles/all_vehicles?out_of_service=1', { headers });
  const outOfService = ((await vehicles.json()) as { data: { equipment_number: string }[] }).data;
  expect(outOfService.map((entry) => entry.equipment_number)).not.toContain(vehicle.equipmentNumber);
  // Profit & Loss counts the weeks that start in the range: this one starts on Sunday.
  const today = businessToday();
  const profitLoss = await page.request.post('/api/reports/profit_loss', {
    headers,
    data: { start_date: sundayOf(today), end_date: today },
  });
  const weekRows = (
    (await profitLoss.json()) as { data: { rows: { equipment_number: string; maintenance: number }[] } }
  ).data.rows;
  expect(weekRows.find((entry) => entry.equipment_number === vehicle.equipmentNumber)?.maintenance).toBe(125.5);
  await page.getByRole('link', { name: vehicle.equipmentNumber }).first().click();
  await expect(page.getByRole('heading', { name: 'Defects' })).toBeVisible();
  await expect(page.getByText('Out of service: do not operate')).toHaveCount(0);

  // The checklist's PDF is the legal record: time, place, the signature and the defect.
  const defects = await page.request.get(`/api/defects?search=${vehicle.equipmentNumber}`, { headers });
  const { checklist_id } = ((await defects.json()) as { data: { checklist_id: number; item: string }[] }).data.find(
    (entry) => entry.item === 'brakes_and_hand_brakes',
  )!;
  const pdf = await page.request.get(`/api/checklist/${checklist_id}/pdf?lang=en`, { headers });
  expect(pdf.status()).toBe(200);
  const text = pdfTextLines(await pdf.body()).join('\n');
  expect(text).toContain('Mine Engineering');
  expect(text).toContain(accounts.driver.name);
  expect(text).toContain('Defects found');
  expect(text).toMatch(/\d{1,2}:\d{2}/);
  expect(text).not.toContain('NOT SIGNED');
});

/** The Sunday that starts the week of `day` (YYYY-MM-DD). */
function sundayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  return date.toISOString().slice(0, 10);
}

/** What axe finds in the main content that issue 18 forbids (the accessibility spec's rules). */
async function axeFindings(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .include('#main-content')
    .analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.id === 'color-contrast' ||
        violation.id === 'label-content-name-mismatch' ||
        violation.impact === 'serious' ||
        violation.impact === 'critical',
    )
    .map((violation) => `${where} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the Defects list, a defect and the item classes are accessible in English and French', async ({ page }) => {
  // Six screens through axe: the slowest journey of the file.
  test.setTimeout(240_000);
  await driverFails(page, 'horn', 'Horn is weak');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/defects');
  await page
    .getByRole('link', { name: /^Details of defect \d+$/ })
    .first()
    .click();
  const detailPath = new URL(page.url()).pathname;
  const screens = [
    { path: '/defects', title: { en: 'Defects', fr: 'Défectuosités' } },
    { path: detailPath, title: { en: 'Defects', fr: 'Défectuosités' } },
    {
      path: '/settings',
      title: { en: 'Settings', fr: 'Paramètres' },
    },
  ];
  const found: string[] = [];
  for (const language of ['en', 'fr'] as const) {
    if (language === 'fr') {
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Français' }).click();
    }
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('#main-content [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      await expect(page.locator('#main-content .mantine-Loader-root')).toHaveCount(0, { timeout: 20_000 });
      await expect(page).toHaveTitle(`${screen.title[language]} · Fleet Ops`);
      found.push(...(await axeFindings(page, `${screen.path} [${language}]`)));
    }
  }
  expect(found).toEqual([]);
});
