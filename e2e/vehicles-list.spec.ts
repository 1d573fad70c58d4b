import fs from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, signIn, storedToken, test } from './support/fixtures.js';
import { businessToday, toast } from './support/helpers.js';

// Long journeys through several dialogs on a shared, sometimes busy machine.
test.describe.configure({ timeout: 150_000 });

/** Each journey makes its own drivers and vehicles, so it never changes what other journeys rely on. */
class Fleet {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
    readonly stamp: string,
  ) {}

  private async post(url: string, data: object) {
    const response = await this.request.post(url, { data, headers: { Authorization: `Bearer ${this.token}` } });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as { data: { id: number } };
  }

  async driver(name: string) {
    const locations = await this.request.get('/api/locations', { headers: { Authorization: `Bearer ${this.token}` } });
    const [location] = ((await locations.json()) as { data: { id: number }[] }).data;
    const handle = `${name.split(' ')[0]!.toLowerCase()}-${this.stamp}`;
    await this.post('/api/drivers', {
      driver_name: name,
      drive_in_pit: false,
      location_id: location!.id,
      rotation: '14/14',
      pit_permit: 'yes',
      supervisor: 'Sue Pervisor',
      phone_number: '+1 709 555 0177',
      license_no: `NL ${this.stamp}`.slice(0, 30),
      expiry_date: '2031-01-31',
      driver_email: `${handle}@e2e.test`,
      driver_password: 'driver-password-9',
    });
    return name;
  }

  async vehicle(suffix: string, fields: Record<string, string> = {}) {
    const equipmentNumber = `VL-${this.stamp}-${suffix}`;
    await this.post('/api/vehicles', {
      equipment_number: equipmentNumber,
      ownership_type: 'rent',
      vehicle_type: 'Ford Ranger',
      VIN_no: `VIN${this.stamp}${suffix}`.toUpperCase(),
      vehicle_parent_type: 'SUV',
      license_plate_no: `P${suffix}${this.stamp}`.slice(0, 30),
      last_odm_read: 1000,
      mine: 'no',
      ppe_no: `PPE-${suffix}`,
      location: 'ZV',
      inspection_status: 'pending',
      ...fields,
    });
    return equipmentNumber;
  }
}

/**
 * Axe's findings on the page (or part of it). The pointer is first moved off the menu link it
 * clicked, whose hover colours are the shell's, not this screen's.
 */
async function axeViolations(page: Page, include?: string) {
  await page.mouse.move(700, 30);
  const builder = new AxeBuilder({ page });
  return (await (include ? builder.include(include) : builder).analyze()).violations;
}

async function newFleet(page: Page) {
  await signIn(page, 'admin');
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return new Fleet(page.request, await storedToken(page), stamp);
}

async function openVehicles(page: Page, search: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Vehicles' }).click();
  await expect(page).toHaveURL(/\/vehicles\?type=all_vehicles&ownership_type=all&sort=id&sortDir=desc$/, {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Manage Vehicles' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  await expect(page).toHaveURL(new RegExp(`search=${search}`));
}

async function rowAction(page: Page, equipmentNumber: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${equipmentNumber}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function chooseDriver(dialog: Locator, slot: number, name: string) {
  await dialog.getByRole('combobox', { name: `Driver ${slot}` }).click();
  await dialog.page().getByRole('option', { name, exact: true }).click();
}

/** Opens a date-time picker, goes to next month, picks `day` at `hours`:00 and confirms. */
async function pickNextMonth(dialog: Locator, label: string, day: number, hours: string) {
  const page = dialog.page();
  await dialog.getByRole('button', { name: label, exact: true }).click();
  // One picker is open at a time; its calendar is in a popover outside the dialog.
  await page.locator('.mantine-DateTimePicker-calendarHeaderControl[data-direction="next"]').click();
  await page
    .locator('.mantine-DateTimePicker-day:not([data-outside])')
    .filter({ hasText: new RegExp(`^${day}$`) })
    .click();
  await page.getByLabel('Hours', { exact: true }).fill(hours);
  await page.getByLabel('Minutes', { exact: true }).fill('00');
  await page.getByRole('button', { name: 'Use this date and time' }).click();
  await expect(page.locator('.mantine-DateTimePicker-calendarHeader')).toBeHidden();
}

test('an admin assigns two drivers and a temporary third, and finds all three in the Vehicle Logs', async ({
  page,
}) => {
  const fleet = await newFleet(page);
  const [first, second, third] = [
    await fleet.driver(`Ava Slot ${fleet.stamp}`),
    await fleet.driver(`Ben Slot ${fleet.stamp}`),
    await fleet.driver(`Cy Temp ${fleet.stamp}`),
  ];
  const vehicle = await fleet.vehicle('A');

  await openVehicles(page, fleet.stamp);
  const row = page.getByRole('row').filter({ hasText: vehicle });
  await expect(row).toContainText('No driver');

  // Two permanent drivers, the note going to slot 1.
  await rowAction(page, vehicle, 'Assign Driver');
  let dialog = page.getByRole('dialog', { name: 'Assign Driver' });
  await expect(dialog.getByText(`Drivers of vehicle ${vehicle}`)).toBeVisible();
  await chooseDriver(dialog, 1, first);
  await chooseDriver(dialog, 2, first);
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Day crew');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByText("Drivers can't be same")).toHaveCount(2);
  await chooseDriver(dialog, 2, second);
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(page, 'Drivers have been assigned successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(first);
  await expect(row).toContainText(second);

  // A temporary third driver next month: listed as upcoming, not yet in the row.
  await rowAction(page, vehicle, 'Assign Driver');
  dialog = page.getByRole('dialog', { name: 'Assign Driver' });
  await expect(dialog.getByRole('combobox', { name: 'Driver 1' })).toHaveValue(first);
  await chooseDriver(dialog, 3, third);
  await dialog.getByRole('radio', { name: 'Driver 3' }).check();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Vacation cover');
  await dialog.getByRole('checkbox', { name: /Temporary Driver/ }).check();
  await pickNextMonth(dialog, 'Start', 10, '09');
  await pickNextMonth(dialog, 'End', 12, '17');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Assign' }).click();
  // The first assignment's toast may still be up.
  await expect(toast(page, 'Drivers have been assigned successfully.').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).not.toContainText(third);

  await rowAction(page, vehicle, 'Assign Driver');
  dialog = page.getByRole('dialog', { name: 'Assign Driver' });
  const upcoming = dialog.getByRole('list', { name: 'Upcoming assignments' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);
  await expect(upcoming.getByRole('listitem')).toContainText(`d3 ${third}`);
  await expect(upcoming.getByRole('listitem')).toContainText('Vacation cover');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The log of this week holds the three changes, newest first.
  await page.getByRole('navigation').getByRole('link', { name: 'Vehicle Logs' }).click();
  await expect(page.getByRole('heading', { name: 'Vehicle Logs' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('searchbox', { name: 'Search' }).fill(vehicle);
  const log = page.getByRole('table', { name: 'Vehicle logs' });
  await expect(log.getByRole('row')).toHaveCount(4);
  await expect(log.getByRole('row').filter({ hasText: first })).toContainText('Assigned');
  await expect(log.getByRole('row').filter({ hasText: second })).toContainText('Assigned');
  await expect(log.getByRole('row').filter({ hasText: third })).toContainText('Temporary');
  await expect(log.getByRole('row').filter({ hasText: third })).toContainText('Vacation cover');

  // One driver's entries, then Clear Filter.
  await page.getByRole('combobox', { name: 'Driver' }).click();
  await page.getByRole('option', { name: second, exact: true }).click();
  await expect(log.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(page.getByRole('combobox', { name: 'Driver' })).toHaveValue('All Drivers');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(log.getByRole('row').filter({ hasText: vehicle })).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  // A search that matches nothing says so.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${vehicle}-none`);
  await expect(log).toContainText('No data found');
});

test('an admin hides and shows a vehicle, filters the expired ones and exports them', async ({ page }) => {
  const fleet = await newFleet(page);
  const vehicle = await fleet.vehicle('H');
  const expired = await fleet.vehicle('X', { insurance_expiry: '2024-01-31' });

  await openVehicles(page, fleet.stamp);
  const table = page.getByRole('table', { name: 'Vehicles' });
  await expect(table.getByRole('row')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  // Hide: the confirmation names the vehicle, which then leaves the list.
  await rowAction(page, vehicle, 'Hide');
  let confirm = page.getByRole('dialog', { name: 'Hide Vehicle' });
  await expect(confirm).toContainText(`Are you sure, You want to hide vehicle ${vehicle}?`);
  await confirm.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(page, 'Vehicle has been hidden.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // The Hidden filter shows it, marked; Show brings it back.
  await page.getByRole('combobox', { name: 'Filter' }).click();
  await page.getByRole('option', { name: 'Hidden', exact: true }).click();
  await expect(page).toHaveURL(/type=hidden/);
  const hiddenRow = table.getByRole('row').filter({ hasText: vehicle });
  await expect(hiddenRow).toContainText('Hidden');
  await rowAction(page, vehicle, 'Show');
  confirm = page.getByRole('dialog', { name: 'Show Vehicle' });
  await expect(confirm).toContainText(`Are you sure, You want to activate vehicle ${vehicle}?`);
  await confirm.getByRole('button', { name: 'Show' }).click();
  await expect(toast(page, 'Vehicle has been activated.')).toBeVisible();
  await expect(hiddenRow).toHaveCount(0);

  // Expired: only the vehicle whose insurance ran out, its date marked.
  await page.getByRole('combobox', { name: 'Filter' }).click();
  await page.getByRole('option', { name: 'Expired', exact: true }).click();
  await expect(page).toHaveURL(/type=expired/);
  await expect(table.getByRole('row')).toHaveCount(2);
  const expiredRow = table.getByRole('row').filter({ hasText: expired });
  await expect(expiredRow.locator('[data-expiry="expired"]')).toContainText('Jan 31, 2024');

  // The export holds what the list shows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`vehicles-${businessToday()}.csv`);
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFEquipment Number,Vehicle Type,Vehicle,Licence Plate,VIN,Ownership,')).toBe(true);
  const lines = csv.trim().split(/\r\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${expired},SUV,Ford Ranger,`));
  expect(lines[1]).toContain('2024-01-31');
});

test('the vehicle list fits a phone and passes axe there', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  const fleet = await newFleet(page);
  const vehicle = await fleet.vehicle('P');
  await page.goto(`/vehicles?type=all_vehicles&ownership_type=all&reload=true&sort=id&sortDir=desc`);
  await expect(page).toHaveURL(/\/vehicles\?type=all_vehicles&ownership_type=all&sort=id&sortDir=desc$/, {
    timeout: 20_000,
  });
  await page.getByRole('searchbox', { name: 'Search' }).fill(fleet.stamp);
  const row = page.getByRole('row').filter({ hasText: vehicle });
  await expect(row).toContainText('Rent');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole('link', { name: vehicle }).click();
  await expect(page).toHaveURL(/\/vehicles\/\d+$/);
  await phone.close();
});
