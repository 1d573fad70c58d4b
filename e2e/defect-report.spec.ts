import type { Browser, Page } from '@playwright/test';
import { accounts } from './support/accounts.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/helpers.js';

type VehicleEntry = { id: number; equipment_number: string };

/** A call to the API as the page's signed-in person; returns the answer's `data`. */
async function call<Data = unknown>(page: Page, method: 'GET' | 'POST', path: string, body?: object) {
  const response = await page.request.fetch(path, { method, data: body, headers: await apiHeaders(page) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: Data }).data;
}

/** A rented heavy truck of the journey's own (rented: no battery or tyre expiry needed). */
async function addVehicle(page: Page, equipmentNumber: string): Promise<VehicleEntry> {
  await call(page, 'POST', '/api/vehicles', {
    equipment_number: equipmentNumber,
    ownership_type: 'rent',
    vehicle_type: 'Kenworth T880',
    VIN_no: `VIN-${equipmentNumber}`,
    vehicle_parent_type: 'Heavy Duty Truck',
    license_plate_no: `P${equipmentNumber}`,
    last_odm_read: 1000,
    mine: 'no',
    ppe_no: `PPE-${equipmentNumber}`,
    location: 'ZV',
    inspection_status: 'pending',
  });
  const vehicles = await call<VehicleEntry[]>(page, 'GET', '/api/vehicles/equipment_numbers');
  return vehicles.find((vehicle) => vehicle.equipment_number === equipmentNumber)!;
}

/** This journey's own truck, so its defect puts no shared fixture vehicle out of service. */
const unit = `DR-${Date.now() % 100_000}`;

/** A published form for the truck whose coupling item lists a minor (1.1) and a major (1.A) defect. */
async function truckForm(admin: Page, vehicle: VehicleEntry) {
  const coupling = {
    key: 'coupling',
    label: 'Coupling devices',
    label_fr: 'Dispositifs d’attelage',
    answer_kind: 'pass_fail',
    severity: null,
    defects: [
      { code: '1.1', text: 'Fastener loose', text_fr: 'Fixation desserrée', class: 'minor' },
      { code: '1.A', text: 'Kingpin cracked', text_fr: 'Pivot d’attelage fissuré', class: 'major' },
    ],
  };
  const form = await call<{ id: number }>(admin, 'POST', '/api/inspection_forms', {
    name: `Truck ${unit}`,
    name_fr: `Camion ${unit}`,
    kind: 'pre_trip',
    validity: '24h',
    applies_to: { vehicle_ids: [vehicle.id] },
    sections: [{ key: 'list_1', title: 'List 1', title_fr: 'Liste 1', items: [coupling] }],
  });
  await call(admin, 'POST', `/api/inspection_forms/${form.id}/publish`);
}

/** The admin's truck, on that form, assigned to the driver from today. */
async function driversTruck(browser: Browser) {
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  const vehicle = await addVehicle(admin, unit);
  const drivers = await call<{ id: number; name: string }[]>(admin, 'GET', '/api/drivers/data');
  const driver = drivers.find((entry) => entry.name === accounts.driver.name)!;
  await call(admin, 'POST', `/api/vehicles/${vehicle.id}/assign_driver`, {
    drivers_id: [driver.id, 0, 0],
    note: 'Mid-shift report journey',
    note_for: 'driver_1',
    assigned_from_date: null,
    assigned_to_date: null,
  });
  await truckForm(admin, vehicle);
  return { admin, vehicle };
}

test.use({ viewport: { width: 390, height: 844 } });

test('a driver reports a major defect mid-shift with no network; once sent, the truck is out of service and the Defects list filtered by its code shows it', async ({
  page,
  context,
  browser,
}) => {
  const { admin, vehicle } = await driversTruck(browser);

  await signIn(page, 'driver');
  // The checklist screen's button (the menu's entry reads "Report a Defect").
  await page.getByRole('link', { name: 'Report a defect', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Report a defect' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: new RegExp(`^${unit}`) }).click();
  await page.getByRole('combobox', { name: 'Item' }).click();
  await page.getByRole('option', { name: 'Coupling devices' }).click();
  await page.getByRole('radio', { name: '1.A Kingpin cracked (Major)' }).check();
  await expect(page.getByRole('alert')).toContainText('Major defect: do not operate this vehicle.');
  await page.getByRole('textbox', { name: 'Note' }).fill('Crack on the kingpin, left side');
  await expectNoHorizontalScroll(page);

  // The signal drops before Submit: the report waits on the phone.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Report defect' }).click();
  await expect(page.getByText('Saved on this phone, will send when there is network.')).toBeVisible();
  const waiting = page.getByRole('status').filter({ hasText: 'Waiting to send from this phone' });
  await expect(waiting).toContainText(`${unit} · Kenworth T880 · Coupling devices 1.A`);
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('');

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });

  const record = await call<{ out_of_service: boolean }>(admin, 'GET', `/api/vehicles/${vehicle.id}`);
  expect(record.out_of_service).toBe(true);

  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto('/defects?code=1.A');
  const row = admin.getByRole('row').filter({ hasText: unit });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1.A');
  await expect(row).toContainText('Major');
  await expect(admin.getByRole('textbox', { name: 'Defect code' })).toHaveValue('1.A');
  await admin.close();
});
