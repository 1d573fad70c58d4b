import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { accounts } from './support/accounts.js';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { businessToday, toast } from './support/helpers.js';

// A long journey on a shared, sometimes busy machine: the file is made from PDFs of every checklist.
test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 60_000 };
const vehicle = fixtureFleet.spareVehicle;

/** The same day `months` months earlier (the test's own arithmetic, the server's rule is the API tests'). */
function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + month - 1 - months;
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

async function read<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url, { headers: await apiHeaders(page) });
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Today's checklist of the spare truck, all items yes: answers its id. */
async function submitChecklist(page: Page): Promise<number> {
  const { today } = await read<{ today: string }>(page, '/api/checklist/form_options');
  const items = await read<{ last_odm_read: number; equipment_items: string[] }>(
    page,
    `/api/vehicles/equipment_items?equipment_number=${vehicle.equipmentNumber}`,
  );
  const response = await page.request.post('/api/checklist', {
    headers: await apiHeaders(page),
    multipart: {
      equipment_number: vehicle.equipmentNumber,
      vehicle_type: vehicle.vehicleType,
      operator: accounts.driver.name,
      date_to_added: today,
      odm_read: String(items.last_odm_read + 10),
      remarks: 'Inspector’s file journey',
      checklist: JSON.stringify(Object.fromEntries(items.equipment_items.map((item) => [item, 'yes']))),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test('a 3-month-old work order cannot be deleted, and the vehicle’s inspector’s file holds the summary and every checklist PDF', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const today = businessToday();
  const vehicles = await read<{ id: number; equipment_number: string }[]>(page, '/api/vehicles/equipment_numbers');
  const vehicleId = vehicles.find((entry) => entry.equipment_number === vehicle.equipmentNumber)!.id;

  // A work order opened 3 months ago: a maintenance record, kept 2 years from that day.
  const openedOn = monthsBefore(today, 3);
  const created = await page.request.post('/api/work_orders', {
    headers: await apiHeaders(page),
    data: {
      vehicle_id: vehicleId,
      title: `Oil change ${Date.now()}`,
      opened_on: openedOn,
      lines: [{ kind: 'labour', description: 'Oil change', quantity: 1, unit_cost: 80 }],
    },
  });
  expect(created.status()).toBe(201);
  const orderId = ((await created.json()) as { data: { id: number } }).data.id;
  await page.goto(`/work-orders/${orderId}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click(slow);
  await page.getByRole('dialog', { name: 'Delete work order' }).getByRole('button', { name: 'Delete' }).click();
  const keptUntil = `${Number(openedOn.slice(0, 4)) + 2}${openedOn.slice(4)}`;
  await expect(toast(page, `This work order is kept until ${keptUntil} (maintenance records: 2 years).`)).toBeVisible();
  expect((await page.request.get(`/api/work_orders/${orderId}`, { headers: await apiHeaders(page) })).status()).toBe(
    200,
  );

  // The inspector's file of the vehicle for the last 6 months, from its record.
  const checklistId = await submitChecklist(page);
  const overview = await read<{ checklist_count: number }>(page, `/api/vehicles/${vehicleId}/overview`);
  await page.goto(`/vehicles/${vehicleId}/overview`);
  await page.getByRole('button', { name: 'Inspector’s file' }).click(slow);
  const dialog = page.getByRole('dialog', { name: `Inspector’s file of ${vehicle.equipmentNumber}` });
  const downloading = page.waitForEvent('download', slow);
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `inspector-file-${vehicle.equipmentNumber}-${monthsBefore(today, 6)}-to-${today}.zip`,
  );
  await expect(toast(page, 'The inspector’s file has been downloaded')).toBeVisible();

  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const entries = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
  test.info().annotations.push({ type: 'ZIP entries', description: entries.join('\n') });
  expect(entries[0]).toBe('summary.pdf');
  const checklistPdfs = entries.filter((name) => /^checklists\/\d{4}-\d{2}-\d{2}\/checklist-\d+\.pdf$/.test(name));
  // Every checklist of the vehicle (a fresh database: all within the 6 months), today's among them.
  expect(checklistPdfs).toHaveLength(overview.checklist_count);
  expect(checklistPdfs).toContain(`checklists/${today}/checklist-${checklistId}.pdf`);
  expect((await zip.file('summary.pdf')!.async('nodebuffer')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('an admin disposes of a vehicle from its record: it leaves the active list, its records stay readable and cannot be deleted', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const today = businessToday();
  // A vehicle of its own, so no other journey's fleet changes.
  const unit = `E2E-DSP-${Date.now() % 100_000}`;
  const created = await page.request.post('/api/vehicles', {
    headers: await apiHeaders(page),
    data: {
      equipment_number: unit,
      ownership_type: 'own',
      vehicle_type: 'Ford F-150',
      VIN_no: '1FTFW1E50PFA00150',
      vehicle_parent_type: 'Light Duty Truck',
      license_plate_no: 'D123456',
      battery_expiry: '2027-03-01',
      tire_expiry: '2027-04-01',
      last_odm_read: '64000',
      mine: 'yes',
      ppe_no: 'PPE-DSP-1',
      location: 'ZV',
      inspection_status: 'pending',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vehicleId = ((await created.json()) as { data: { id: number } }).data.id;
  // Its work order of today: a maintenance record, kept 2 years.
  const order = await page.request.post('/api/work_orders', {
    headers: await apiHeaders(page),
    data: {
      vehicle_id: vehicleId,
      title: `Last repair ${Date.now()}`,
      opened_on: today,
      lines: [{ kind: 'labour', description: 'Inspection', quantity: 1, unit_cost: 80 }],
    },
  });
  expect(order.status()).toBe(201);
  const orderId = ((await order.json()) as { data: { id: number } }).data.id;
  const listed = async (list: string) =>
    (await read<{ equipment_number: string }[]>(page, `/api/vehicles/${list}?search=${unit}`)).map(
      (row) => row.equipment_number,
    );
  expect(await listed('all_vehicles')).toEqual([unit]);

  // From its record: Dispose of the vehicle, today, with a reason.
  await page.goto(`/vehicles/${vehicleId}/overview`);
  await page.getByRole('button', { name: 'Dispose of the vehicle' }).click(slow);
  const dialog = page.getByRole('dialog', { name: `Dispose of ${unit}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Sold at auction');
  await dialog.getByRole('button', { name: 'Dispose of the vehicle' }).click();
  await expect(
    toast(page, 'The vehicle has been disposed of: it has left the lists and its records are kept.'),
  ).toBeVisible();
  await expect(page.getByText(/^Disposed of on .+ — Sold at auction$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dispose of the vehicle' })).toHaveCount(0);

  // It has left the active list, and is found under Disposed of only.
  expect(await listed('all_vehicles')).toEqual([]);
  expect(await listed('disposed')).toEqual([unit]);

  // Its records stay readable, and neither they nor the vehicle can be deleted.
  await page.goto(`/work-orders/${orderId}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click(slow);
  await page.getByRole('dialog', { name: 'Delete work order' }).getByRole('button', { name: 'Delete' }).click();
  const keptUntil = `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`;
  await expect(toast(page, `This work order is kept until ${keptUntil} (maintenance records: 2 years).`)).toBeVisible();
  expect((await read<{ id: number }>(page, `/api/work_orders/${orderId}`)).id).toBe(orderId);
  const removed = await page.request.delete(`/api/vehicles/${vehicleId}`, { headers: await apiHeaders(page) });
  expect(removed.status()).toBe(409);
  expect(((await removed.json()) as { message: string }).message).toMatch(
    new RegExp(`^This vehicle was disposed of on ${today}: its records are kept until `),
  );
});
