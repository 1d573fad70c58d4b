import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';

// 500 rows checked twice, then written one by one on a shared, sometimes busy machine.
test.describe.configure({ timeout: 240_000 });

/** Unit numbers no fixture vehicle and no other run uses: journeys share one server. */
const stamp = `IMP${Date.now().toString(36).toUpperCase()}`;
const unit = (index: number) => `${stamp}-${String(index).padStart(3, '0')}`;

/** A valid vehicle by the template's English column names; the columns left out stay blank. */
function vehicleRow(index: number): Record<string, string> {
  return {
    'Equipment number': unit(index),
    'Vehicle type': 'Light Duty Truck',
    Vehicle: 'Ford F-150',
    Ownership: 'own',
    'Licence plate number': `Q${index}`,
    'VIN number': `1FTFW1E5${stamp}${index}`,
    'PPE number': `PPE-${index}`,
    'Odometer (km)': String(1000 + index),
    Mine: 'yes',
    Location: 'ZV',
    'Battery expiry': '2027-03-01',
    'Tire expiry': '2027-04-01',
    'Inspection status': 'pending',
    Radio: 'yes',
  };
}

/** The vehicle template's header row, as the app hands it out. */
async function templateHeader(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/imports/vehicles/template', { headers: await apiHeaders(page) });
  const [header] = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, '').trim()).data;
  return header!;
}

/** The template filled in, one line per row, as Excel saves "CSV UTF-8". */
function vehicleFile(header: string[], rows: Record<string, string>[]): Buffer {
  const cells = [header, ...rows.map((row) => header.map((name) => row[name] ?? ''))];
  return Buffer.from(`\uFEFF${Papa.unparse(cells)}\r\n`);
}

const rows = Array.from({ length: 500 }, (_, index) => vehicleRow(index + 1));
/** Three bad rows: rows 11, 201 and 401 of the spreadsheet (the header is row 1). */
const badRows = rows.map((row, index) => {
  if (index === 9) return { ...row, Ownership: 'borrowed' };
  if (index === 199) return { ...row, 'Odometer (km)': 'lots' };
  if (index === 399) return { ...row, Comments: '=1+2' };
  return row;
});

test('an admin imports 500 vehicles: three bad rows are shown and block it, the fixed file goes in whole', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Vehicles' }).click();
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/import\/vehicles$/);
  await expect(page.getByRole('heading', { name: 'Import vehicles' })).toBeVisible();
  const header = await templateHeader(page);

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'fleet.csv', mimeType: 'text/csv', buffer: vehicleFile(header, badRows) });
  await page.getByRole('button', { name: 'Check the file' }).click();

  await expect(page.getByText('New: 497')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Errors: 3')).toBeVisible();
  const table = page.getByRole('table', { name: 'Rows of the file' });
  const errorRow = (row: number) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(row), exact: true }) });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(errorRow(11)).toContainText(unit(10));
  await expect(errorRow(11)).toContainText('Ownership: Ownership type must be own, lease or rent.');
  await expect(errorRow(201)).toContainText('Odometer (km): Odometer must be a whole number between 0 and 10,000,000.');
  await expect(errorRow(401)).toContainText('Comments: Formulas are not imported: paste values.');
  await expect(page.getByRole('button', { name: 'Confirm the import' })).toBeDisabled();

  // The fixed file: every row new, nothing blocks the import.
  await fileInput.setInputFiles({ name: 'fleet-fixed.csv', mimeType: 'text/csv', buffer: vehicleFile(header, rows) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('New: 500')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Errors: 0')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm the import' }).click();
  await expect(page.getByText('Import done: 500 added, 0 updated.')).toBeVisible({ timeout: 180_000 });

  await page.getByRole('link', { name: 'Back to vehicles' }).click();
  await expect(page).toHaveURL(/\/vehicles(\?|$)/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  await expect(page.getByText('Entries: 500')).toBeVisible();
  await expect(page.getByText(new RegExp(`^${stamp}-\\d{3}$`)).first()).toBeVisible();
});
