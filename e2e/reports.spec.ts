import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accounts } from './support/accounts.js';
import { fixtureFleet } from './support/fixture-fleet.js';
import { expect, signIn, test } from './support/fixtures.js';
import { addVehicle, billWeek, bookAppointment, call, openWeek, vehicleNamed } from './support/report-data.js';

/*
 * Each report: open it, change the range, see the table and the chart change, export the CSV.
 * The data lives in 2030 (weeks, appointments, expiries), where no other journey writes, so these
 * journeys can run next to the others on the same server; rows are found by equipment number.
 */

test.describe.configure({ timeout: 120_000 });

const truck = fixtureFleet.assignedVehicle;
const suv = fixtureFleet.spareVehicle;

/** Types a range into From and To, as a person would, and waits for it in the address. */
async function chooseRange(page: Page, from: string, to: string) {
  await page.getByRole('textbox', { name: 'From' }).fill(from);
  await page.getByRole('textbox', { name: 'To' }).fill(to);
  await page.getByRole('textbox', { name: 'To' }).blur();
  await expect(page).toHaveURL(new RegExp(`start_date=${from}&end_date=${to}`));
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The chart's category labels (weeks, months or types). */
function chartLabels(page: Page, title: string, axis: 'x' | 'y' = 'x') {
  return page
    .getByRole('figure', { name: title })
    .locator(`.recharts-${axis}Axis-tick-labels .recharts-cartesian-axis-tick-value`);
}

function rowOf(page: Page, caption: string, text: string) {
  return page.getByRole('table', { name: caption }).getByRole('row').filter({ hasText: text });
}

/** Clicks Export CSV and reads the file: its name and its lines (byte order mark checked and dropped). */
async function exportCsv(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: download.suggestedFilename(), lines: text.slice(1).trim().split(/\r\n/) };
}

/** The report itself (the shell has its own checks in foundation.spec.ts); `skip` lists rules left out. */
async function expectNoAxeViolations(page: Page, skip: string[] = []) {
  const results = await new AxeBuilder({ page }).include('#main-content').disableRules(skip).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

test('Cleaning: opened from the menu on this month, a range of 2030 weeks, compliance by week, Back, export', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const [truckEntry, suvEntry] = [
    await vehicleNamed(page, truck.equipmentNumber),
    await vehicleNamed(page, suv.equipmentNumber),
  ];
  await openWeek(page, '2030-03-03');
  await openWeek(page, '2030-03-10');
  await bookAppointment(page, suvEntry, 'Cleaning', '2030-03-05');
  await bookAppointment(page, truckEntry, 'Cleaning', '2030-03-12');

  await page.getByRole('navigation').getByText('Reports').click();
  await page.getByRole('navigation').getByRole('link', { name: 'Cleaning' }).click();
  await expect(page).toHaveURL(/\/report\/cleaning$/);
  await expect(page.getByRole('heading', { name: 'Cleaning Report' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('This month');

  const caption = 'Cleaning per vehicle and week';
  await chooseRange(page, '2030-03-03', '2030-03-09');
  await expect(rowOf(page, caption, suv.equipmentNumber)).toContainText('Yes');
  await expect(rowOf(page, caption, suv.equipmentNumber)).toContainText('Mar 5, 2030, 10:00 a.m.');
  await expect(rowOf(page, caption, truck.equipmentNumber)).toContainText('No');
  await expect(chartLabels(page, 'Compliance % by week')).toHaveText(['Mar 3']);
  await expectNoAxeViolations(page);

  await chooseRange(page, '2030-03-03', '2030-03-16');
  await expect(rowOf(page, caption, truck.equipmentNumber)).toHaveCount(2);
  await expect(rowOf(page, caption, truck.equipmentNumber).filter({ hasText: 'Yes' })).toContainText('Mar 10, 2030');
  await expect(chartLabels(page, 'Compliance % by week')).toHaveText(['Mar 3', 'Mar 10']);

  // Back returns to the previous range.
  await page.goBack();
  await expect(page).toHaveURL(/start_date=2030-03-03&end_date=2030-03-09/);
  await expect(rowOf(page, caption, truck.equipmentNumber)).toHaveCount(1);
  await expect(chartLabels(page, 'Compliance % by week')).toHaveText(['Mar 3']);

  const csv = await exportCsv(page);
  expect(csv.name).toBe('cleaning-report-2030-03-03-2030-03-09.csv');
  expect(csv.lines[0]).toBe('Equipment No,Vehicle,Vehicle Type,Week Start,Week End,Cleaned,Cleaning,Appointments');
  expect(csv.lines).toContain(
    `${suv.equipmentNumber},${suv.vehicleType},SUV,2030-03-03,2030-03-09,Yes,2030-03-05 10:00,1`,
  );

  // The search narrows the rows as the admin types, stays in the address, and the export holds the rows shown.
  await page.getByRole('searchbox', { name: 'Search' }).fill(suv.equipmentNumber.toLowerCase());
  await expect(rowOf(page, caption, truck.equipmentNumber)).toHaveCount(0);
  await expect(rowOf(page, caption, suv.equipmentNumber)).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]search=/);
  const searched = await exportCsv(page);
  expect(searched.lines.slice(1)).toEqual([
    `${suv.equipmentNumber},${suv.vehicleType},SUV,2030-03-03,2030-03-09,Yes,2030-03-05 10:00,1`,
  ]);
});

test('Maintenance: appointments per vehicle and by week, a longer range counts more', async ({ page }) => {
  await signIn(page, 'admin');
  const truckEntry = await vehicleNamed(page, truck.equipmentNumber);
  await bookAppointment(page, truckEntry, 'Maintenance', '2030-04-09');
  await bookAppointment(page, truckEntry, 'Maintenance', '2030-04-16');

  await page.goto('/report/maintenance?start_date=2030-04-07&end_date=2030-04-13');
  await expect(page.getByRole('heading', { name: 'Maintenance Report' })).toBeVisible({ timeout: 20_000 });
  const caption = 'Maintenance appointments per vehicle';
  const row = rowOf(page, caption, truck.equipmentNumber);
  await expect(row).toContainText('Apr 9, 2030');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await expect(chartLabels(page, 'Maintenance appointments by week')).toHaveText(['Apr 7']);
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('');

  await chooseRange(page, '2030-04-07', '2030-04-20');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await expect(row).toContainText('Apr 16, 2030');
  await expect(chartLabels(page, 'Maintenance appointments by week')).toHaveText(['Apr 7', 'Apr 14']);
  await expectNoAxeViolations(page);

  const csv = await exportCsv(page);
  expect(csv.name).toBe('maintenance-report-2030-04-07-2030-04-20.csv');
  expect(csv.lines[0]).toBe('Equipment No,Vehicle,Vehicle Type,Appointments,First Appointment,Last Appointment');
  expect(csv.lines).toContain(`${truck.equipmentNumber},${truck.vehicleType},Light Duty Truck,2,2030-04-09,2030-04-16`);
});

test('Incident: an extinguisher expiring in May 2030 is upcoming in May, and June holds nothing', async ({ page }) => {
  await signIn(page, 'admin');
  const vehicle = await addVehicle(page, 'E2E-RPT-FIRE', 'RPT1', {});
  await call(page, 'POST', '/api/inspections', {
    vehicle_id: vehicle.id,
    manufacture_year: 2020,
    inspection_month: '2029-05',
    inspection_expiry_date: '2030-05-20',
  });

  await page.goto('/report/incident?start_date=2030-05-01&end_date=2030-05-31');
  await expect(page.getByRole('heading', { name: 'Incident Report' })).toBeVisible({ timeout: 20_000 });
  await choose(page, 'Show', 'Upcoming');
  await expect(page).toHaveURL(/type=upcoming/);
  const caption = 'Fire extinguisher inspections expired or expiring';
  const row = rowOf(page, caption, vehicle.equipment_number);
  await expect(row).toContainText('May 20, 2030');
  await expect(row).toContainText('Upcoming');
  await expect(chartLabels(page, 'Inspections by month of expiry')).toHaveText(['May 2030']);
  await expectNoAxeViolations(page);

  await chooseRange(page, '2030-06-01', '2030-06-30');
  await expect(page.getByText('No data found')).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(0);

  const csv = await exportCsv(page);
  expect(csv.name).toBe('incident-report-upcoming-2030-06-01-2030-06-30.csv');
  expect(csv.lines).toEqual([
    'Equipment No,Vehicle,Vehicle Type,Manufacture Year,Inspection Month,Inspection Expiry Date,Status,Days Left',
  ]);
});

test('Reg. Renewal: the registration is due in June 2030, the insurance joins it in July', async ({ page }) => {
  await signIn(page, 'admin');
  const vehicle = await addVehicle(page, 'E2E-RPT-REG', 'RPT2', {
    reg_expiry: '2030-06-12',
    insurance_expiry: '2030-07-20',
  });

  await page.goto('/report/renewal?type=upcoming&start_date=2030-06-01&end_date=2030-06-30');
  await expect(page.getByRole('heading', { name: 'Reg. Renewal Report' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('Upcoming');
  const caption = 'Registrations, insurances and stickers to renew';
  const row = rowOf(page, caption, vehicle.equipment_number);
  await expect(row).toContainText('Jun 12, 2030');
  await expect(row).toContainText('Rent');
  await expect(row).not.toContainText('Jul 20, 2030');
  await expect(chartLabels(page, 'Renewals by month of expiry')).toHaveText(['Jun 2030']);

  await chooseRange(page, '2030-06-01', '2030-07-31');
  await expect(row).toContainText('Jul 20, 2030');
  await expect(chartLabels(page, 'Renewals by month of expiry')).toHaveText(['Jun 2030', 'Jul 2030']);
  await expectNoAxeViolations(page);

  const csv = await exportCsv(page);
  expect(csv.name).toBe('reg-renewal-report-upcoming-2030-06-01-2030-07-31.csv');
  expect(csv.lines[0]).toBe(
    'Equipment No,Vehicle,Vehicle Type,Ownership Type,Licence Plate No,VIN No,Registration Expiry,Registration Status,' +
      'Insurance Expiry,Insurance Status,Sticker Expiry,Sticker Status,Next Expiry',
  );
  expect(csv.lines).toContain(
    `E2E-RPT-REG,Kenworth T880,Heavy Duty Truck,rent,RPT2,VIN-E2E-RPT-REG,2030-06-12,upcoming,2030-07-20,upcoming,,,2030-06-12`,
  );
});

test('Vehicle Types: a type billed in one week and not the next; the chart follows the type', async ({ page }) => {
  await signIn(page, 'admin');
  const vehicle = await addVehicle(page, 'E2E-RPT-F125', 'RPT3', { vehicle_parent_type: 'Sept Iles - F125' });
  await billWeek(page, vehicle, '2030-09-01', 100, [0, 1, 1, 3, 2, 0, 0]);

  await page.goto('/report/vehicletype?start_date=2030-09-01&end_date=2030-09-07');
  await expect(page.getByRole('heading', { name: 'Vehicle Types Report' })).toBeVisible({ timeout: 20_000 });
  const caption = 'Vehicles by type and ownership';
  const row = rowOf(page, caption, 'Sept Iles - F125');
  await expect(row).toContainText('$300.00');
  // All types: the fixture fleet's two and this one, at least.
  await expect(chartLabels(page, 'Vehicles by type', 'y')).toContainText(['Light Duty Truck']);
  await expect(chartLabels(page, 'Vehicles by type', 'y')).toContainText(['Sept Iles - F125']);

  await choose(page, 'Vehicle Type', 'Sept Iles - F125');
  await expect(page).toHaveURL(/type=Sept\+Iles\+-\+F125/);
  await expect(chartLabels(page, 'Vehicles by type', 'y')).toHaveText(['Sept Iles - F125']);
  await expect(row.getByRole('cell')).toHaveText([
    'Sept Iles - F125',
    '0',
    '0',
    '1',
    '1',
    '$0.00',
    '$0.00',
    '3',
    '$300.00',
  ]);
  await expectNoAxeViolations(page);

  await chooseRange(page, '2030-09-08', '2030-09-14');
  await expect(row.getByRole('cell')).toHaveText([
    'Sept Iles - F125',
    '0',
    '0',
    '1',
    '1',
    '$0.00',
    '$0.00',
    '0',
    '$0.00',
  ]);

  const csv = await exportCsv(page);
  expect(csv.name).toBe('vehicle-types-report-2030-09-08-2030-09-14.csv');
  expect(csv.lines).toEqual([
    'Vehicle Type,Own,Lease,Rent,Vehicles,Full Day Rate,Shared Day Rate,In Use Days,Billing',
    'Sept Iles - F125,0,0,1,1,0.00,0.00,0,0.00',
  ]);
});

test('Pre Use Inspection: days in use with no checklist, by week, with the driver named', async ({ page }) => {
  await signIn(page, 'admin');
  const truckEntry = await vehicleNamed(page, truck.equipmentNumber);
  await billWeek(page, truckEntry, '2030-06-02', 80, [0, 1, 1, 3, 0, 0, 0]);
  await billWeek(page, truckEntry, '2030-06-09', 80, [0, 1, 3, 0, 0, 0, 0]);

  await page.goto('/report/preuserreport?start_date=2030-06-02&end_date=2030-06-08');
  await expect(page.getByRole('heading', { name: 'Pre Use Inspection Report' })).toBeVisible({ timeout: 20_000 });
  const row = rowOf(page, 'Pre-use checklists per vehicle', truck.equipmentNumber);
  // Checklists, issues, working, checked and gap days, compliance.
  await expect(row.getByRole('cell').nth(3)).toHaveText('0');
  await expect(row.getByRole('cell').nth(5)).toHaveText('3');
  await expect(row.getByRole('cell').nth(7)).toHaveText('3');
  await expect(row.getByRole('cell').nth(8)).toHaveText('0%');
  const gaps = page.getByRole('table', { name: 'Days in use without a valid inspection' }).getByRole('row');
  await expect(gaps.filter({ hasText: accounts.driver.name })).toHaveCount(3);
  await expect(chartLabels(page, 'Compliance % by week')).toHaveText(['Jun 2']);
  await expectNoAxeViolations(page);

  await chooseRange(page, '2030-06-02', '2030-06-15');
  await expect(row.getByRole('cell').nth(5)).toHaveText('5');
  await expect(gaps.filter({ hasText: accounts.driver.name })).toHaveCount(5);
  await expect(chartLabels(page, 'Compliance % by week')).toHaveText(['Jun 2', 'Jun 9']);

  const csv = await exportCsv(page);
  expect(csv.name).toBe('pre-use-inspection-report-2030-06-02-2030-06-15.csv');
  expect(csv.lines[0]).toBe(
    'Equipment No,Vehicle,Vehicle Type,Checklists,Issues,Working Days,Checked Days,Gap Days,Compliance %,Days Without Checklist',
  );
  expect(csv.lines).toContain(
    `${truck.equipmentNumber},${truck.vehicleType},Light Duty Truck,0,0,5,0,5,0,2030-06-03; 2030-06-04; 2030-06-05; 2030-06-10; 2030-06-11`,
  );
});

test('Profit & Loss: billing and income less expenses per vehicle and by week; a preset range', async ({ page }) => {
  await signIn(page, 'admin');
  const suvEntry = await vehicleNamed(page, suv.equipmentNumber);
  await billWeek(page, suvEntry, '2030-10-06', 50, [0, 1, 1, 0, 0, 0, 0]);
  const expenses = (rental_cost: number, gas: number, ins: number, maintenance: number) =>
    JSON.stringify({ rental_cost, gas, ins, maintenance });
  await call(page, 'PUT', '/api/income', {
    start_date: '2030-10-06',
    vehicles_id: suvEntry.id,
    revenue: 1000,
    expenses: expenses(200, 50, 25, 25),
  });
  await call(page, 'PUT', '/api/income', {
    start_date: '2030-10-13',
    vehicles_id: suvEntry.id,
    revenue: 500,
    expenses: expenses(100, 0, 0, 0),
  });

  await page.goto('/report/profitloss?start_date=2030-10-06&end_date=2030-10-12');
  await expect(page.getByRole('heading', { name: 'Profit & Loss Report' })).toBeVisible({ timeout: 20_000 });
  const row = rowOf(page, 'Profit and loss per vehicle', suv.equipmentNumber);
  await expect(row.getByRole('cell')).toHaveText([
    suv.equipmentNumber,
    suv.vehicleType,
    'SUV',
    '$100.00',
    '$1,000.00',
    '$1,100.00',
    '$200.00',
    '$50.00',
    '$25.00',
    '$25.00',
    '$300.00',
    '$800.00',
  ]);
  await expect(chartLabels(page, 'Profit & Loss by week')).toHaveText(['Oct 6']);
  await expectNoAxeViolations(page);

  await chooseRange(page, '2030-10-06', '2030-10-19');
  await expect(row.getByRole('cell').last()).toHaveText('$1,200.00');
  await expect(chartLabels(page, 'Profit & Loss by week')).toHaveText(['Oct 6', 'Oct 13']);

  const csv = await exportCsv(page);
  expect(csv.name).toBe('profit-loss-report-2030-10-06-2030-10-19.csv');
  expect(csv.lines[0]).toBe(
    'Equipment No,Vehicle,Vehicle Type,Billing,Revenue,Income,Rental Cost,Gas,Insurance,Maintenance,Expenses,Net',
  );
  expect(csv.lines).toContain(
    `${suv.equipmentNumber},${suv.vehicleType},SUV,100.00,1500.00,1600.00,300.00,50.00,25.00,25.00,400.00,1200.00`,
  );

  // A preset: this year, written into the address.
  await choose(page, 'Period', 'This year');
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/St_Johns', year: 'numeric' }).format(new Date());
  await expect(page).toHaveURL(new RegExp(`start_date=${year}-01-01&end_date=${year}-12-31`));
  await expect(row.filter({ hasText: '$1,200.00' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a report fits a 390px screen: the page never scrolls sideways, the wide table scrolls in its box', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/report/vehicletype');
    await expect(page.getByRole('heading', { name: 'Vehicle Types Report' })).toBeVisible({ timeout: 20_000 });
    await choose(page, 'Period', 'Last month');
    await expect(page).toHaveURL(/start_date=\d{4}-\d{2}-01&end_date=\d{4}-\d{2}-\d{2}/);
    await expect(rowOf(page, 'Vehicles by type and ownership', 'Light Duty Truck')).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Vehicles by type' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    // The shared DataTable's sideways-scrolling box cannot take keyboard focus; this table has no
    // link inside to give it one (the vehicle reports do). Left to the DataTable, reported.
    await expectNoAxeViolations(page, ['scrollable-region-focusable']);
  });
});
