import { addDays } from '@fleet-ops/shared';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { businessToday } from './support/helpers.js';

test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 60_000 };

/** A CSV file of meter readings with the template's English headers. */
function readingsFile(rows: string[][]) {
  const header = ['Equipment number', 'Date and time', 'Odometer (km)', 'Engine hours', 'Reference', 'Confirmed jump'];
  const text = [header, ...rows].map((row) => row.join(',')).join('\r\n');
  return { name: 'readings.csv', mimeType: 'text/csv', buffer: Buffer.from(`${text}\r\n`) };
}

test('an admin imports a loader’s engine hours: a far jump is refused until the file confirms it, and the readings join its history', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // A loader of its own, so no other journey's readings meet these.
  const unit = `E2E-LD-${Date.now() % 100_000}`;
  const created = await page.request.post('/api/vehicles', {
    headers: await apiHeaders(page),
    data: {
      equipment_number: unit,
      ownership_type: 'own',
      vehicle_type: 'Caterpillar 980',
      VIN_no: `CAT980${Date.now() % 100_000}`,
      vehicle_parent_type: 'Heavy Duty Truck',
      license_plate_no: 'L980',
      battery_expiry: '2027-03-01',
      tire_expiry: '2027-04-01',
      // No value typed on the form: the file's readings are the loader's first ones.
      last_odm_read: '0',
      has_hour_meter: 'yes',
      mine: 'yes',
      ppe_no: 'PPE-LD-1',
      location: 'ZV',
      inspection_status: 'pending',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vehicleId = ((await created.json()) as { data: { id: number } }).data.id;
  const today = businessToday();
  const first = [unit, `${addDays(today, -3)} 08:00`, '1200', '4010', 'tm-1', ''];
  const jump = [unit, `${addDays(today, -2)} 08:00`, '', '4400', 'tm-2', ''];

  // From the vehicle's Meter history to the import screen.
  await page.goto(`/vehicles/${vehicleId}/overview`);
  await page.getByRole('region', { name: 'Meter history' }).getByRole('link', { name: 'Import readings' }).click();
  await expect(page.getByRole('heading', { name: 'Import meter readings' })).toBeVisible(slow);

  await page.locator('input[type="file"]').setInputFiles(readingsFile([first, jump]));
  await page.getByRole('button', { name: 'Check the file' }).click();
  const rows = page.getByRole('table', { name: 'Rows of the file' });
  await expect(rows.getByRole('row').filter({ hasText: 'tm-2' })).toContainText(
    `Engine hours: This reading is far above the last one (4010 h on ${addDays(today, -3)}).`,
    slow,
  );
  await expect(page.getByRole('button', { name: 'Confirm the import' })).toBeDisabled();

  // Checked on the loader: the file now confirms the jump.
  await page.locator('input[type="file"]').setInputFiles(readingsFile([first, [...jump.slice(0, 5), 'Yes']]));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('New: 2')).toBeVisible(slow);
  await page.getByRole('button', { name: 'Confirm the import' }).click();
  await expect(page.getByText('Import done: 2 added, 0 updated.')).toBeVisible(slow);

  await page.goto(`/vehicles/${vehicleId}/overview`);
  const history = page.getByRole('region', { name: 'Meter history' });
  const jumpRow = history.getByRole('row').filter({ hasText: '4,400' });
  await expect(jumpRow).toContainText('Import', slow);
  await expect(jumpRow).toContainText('Confirmed jump');
  const after = await page.request.get(`/api/vehicles/${vehicleId}`, { headers: await apiHeaders(page) });
  expect(((await after.json()) as { data: { last_hour_read: number } }).data.last_hour_read).toBe(4400);
});
