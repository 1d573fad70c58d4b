import type { Browser, Page } from '@playwright/test';
import { accounts } from './support/accounts.js';
import { signTheRecord } from './support/checklist-record.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { expectNoHorizontalScroll, toast } from './support/helpers.js';
import { moveServerClock } from './support/server-clock.js';

/**
 * Issue 36: a supervisor inspects a truck for a driver of their crew on a form valid 24 hours; the
 * driver countersigns the report on their phone ("I have read this report") instead of inspecting
 * again; the truck is valid until 24 hours after the inspection, and expired once the server's
 * clock has moved past it.
 */
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

type VehicleAnswer = { inspection_state: string; inspection_valid_until: string | null };

async function call<Data = unknown>(page: Page, method: 'GET' | 'POST', path: string, body?: object) {
  const response = await page.request.fetch(path, { method, data: body, headers: await apiHeaders(page) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: Data }).data;
}

/** This journey's own truck, so moving its state touches no shared fixture vehicle. */
const unit = `CS-${Date.now() % 100_000}`;

/** The admin's side through the API: the truck, the driver on it, and a published 24-hour form for it. */
async function truckOnA24HourForm(browser: Browser) {
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  await call(admin, 'POST', '/api/vehicles', {
    equipment_number: unit,
    ownership_type: 'rent',
    vehicle_type: 'Mack Granite',
    VIN_no: `VIN-${unit}`,
    vehicle_parent_type: 'Heavy Duty Truck',
    license_plate_no: `P${unit}`,
    last_odm_read: 1000,
    mine: 'no',
    ppe_no: `PPE-${unit}`,
    location: 'ZV',
    inspection_status: 'pending',
  });
  const vehicles = await call<{ id: number; equipment_number: string }[]>(
    admin,
    'GET',
    '/api/vehicles/equipment_numbers',
  );
  const vehicle = vehicles.find((entry) => entry.equipment_number === unit)!;
  const drivers = await call<{ id: number; name: string }[]>(admin, 'GET', '/api/drivers/data');
  const driver = drivers.find((entry) => entry.name === accounts.driver.name)!;
  await call(admin, 'POST', `/api/vehicles/${vehicle.id}/assign_driver`, {
    drivers_id: [driver.id, 0, 0],
    note: 'Countersign journey',
    note_for: 'driver_1',
    assigned_from_date: null,
    assigned_to_date: null,
  });
  const item = (key: string, label: string, labelFr: string) => ({
    key,
    label,
    label_fr: labelFr,
    answer_kind: 'pass_fail',
    severity: 'minor',
  });
  const form = await call<{ id: number }>(admin, 'POST', '/api/inspection_forms', {
    name: `Day check ${unit}`,
    name_fr: `Vérification ${unit}`,
    kind: 'pre_trip',
    validity: '24h',
    applies_to: { vehicle_ids: [vehicle.id] },
    sections: [
      {
        key: 'walk_around',
        title: 'Walk-around',
        title_fr: 'Tour du véhicule',
        items: [item('lights', 'Lights', 'Phares'), item('horn_check', 'Horn', 'Klaxon')],
      },
    ],
  });
  await call(admin, 'POST', `/api/inspection_forms/${form.id}/publish`);
  return { admin, vehicleId: vehicle.id };
}

/** Adds hours to a business date-time 'YYYY-MM-DD HH:mm:ss' (no DST change in this journey's day). */
function hoursLater(dateTime: string, hours: number): string {
  const moment = new Date(`${dateTime.replace(' ', 'T')}Z`).getTime() + hours * 3_600_000;
  return new Date(moment).toISOString().slice(0, 19).replace('T', ' ');
}

test('a supervisor inspects for a driver, the driver countersigns on the phone, the truck is valid 24 hours then expired', async ({
  page,
  browser,
}) => {
  const { admin, vehicleId } = await truckOnA24HourForm(browser);

  // The supervisor inspects the truck for their crew's driver, on their phone.
  const supervisor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(supervisor, 'supervisor');
  await supervisor.getByRole('combobox', { name: 'Equipment Number' }).selectOption(unit, { timeout: 20_000 });
  await expect(supervisor.getByRole('heading', { name: 'Walk-around' })).toBeVisible({ timeout: 20_000 });
  await supervisor.getByRole('combobox', { name: 'Operator' }).selectOption({ label: accounts.driver.name });
  await supervisor.getByRole('textbox', { name: 'ODM Read' }).fill('1100');
  await signTheRecord(supervisor);
  await supervisor.getByRole('button', { name: 'Submit' }).click();
  await expect(supervisor.getByText('Checklist has been submitted successfully.')).toBeVisible({ timeout: 20_000 });
  await supervisor.close();

  // The truck is valid until 24 hours after the inspection.
  const inspected = await call<{ id: number; inspected_at: string }[]>(
    admin,
    'GET',
    '/api/checklist?searchText=' + unit,
  );
  const inspectedAt = inspected[0]!.inspected_at;
  const valid = await call<VehicleAnswer>(admin, 'GET', `/api/vehicles/${vehicleId}`);
  expect(valid).toEqual({
    ...valid,
    inspection_state: 'valid',
    inspection_valid_until: hoursLater(inspectedAt, 24),
  });

  // The driver, on their phone, has the report to countersign, reads it and signs by typing.
  await signIn(page, 'driver');
  const toSign = page.getByRole('region', { name: 'To countersign' });
  await expect(toSign).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Your vehicles' })).toContainText(`${unit}Valid until`);
  await toSign.getByRole('button', { name: `Read and countersign ${unit}` }).click();
  const report = page.getByRole('dialog');
  await expect(report.getByText('Validity and countersignatures')).toBeVisible({ timeout: 20_000 });
  await expect(report.getByText('Lights')).toBeVisible();
  await report.getByRole('checkbox', { name: 'I have read this report.' }).check();
  await report.getByRole('button', { name: 'Sign by typing your name' }).click();
  await report.getByRole('textbox', { name: 'Your name, as your signature' }).fill(accounts.driver.name);
  await expectNoHorizontalScroll(page);
  await report.getByRole('button', { name: 'Countersign' }).click();
  await expect(toast(page, 'Countersigned: you have read this report.')).toBeVisible({ timeout: 20_000 });
  await expect(report.getByText(`Signed by typing: ${accounts.driver.name}`)).toBeVisible();
  await expect(report.getByRole('button', { name: 'Countersign' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // This truck's report leaves the list (other journeys may leave the same driver others to sign).
  await expect(page.getByRole('button', { name: `Read and countersign ${unit}` })).toHaveCount(0);

  // The record, on the office's screen, says until when; once the clock passes it, expired.
  await admin.goto(`/vehicles/${vehicleId}/overview`);
  await expect(admin.getByText('Inspection valid')).toBeVisible({ timeout: 20_000 });
  try {
    await moveServerClock(24 * 3_600_000 + 60_000);
    const expired = await call<VehicleAnswer>(admin, 'GET', `/api/vehicles/${vehicleId}`);
    expect(expired.inspection_state).toBe('expired');
    await admin.reload();
    await expect(admin.getByText('Do not operate: no valid inspection')).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your vehicles' })).toContainText(
      `${unit}Do not operate: no valid inspection`,
      { timeout: 20_000 },
    );
  } finally {
    await moveServerClock(0);
  }
  await admin.close();
});
