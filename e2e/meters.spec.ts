import type { Page } from '@playwright/test';
import { meterImplausibleMessage } from '@fleet-ops/shared';
import { signTheRecord } from './support/checklist-record.js';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { businessToday, toast } from './support/helpers.js';

test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 60_000 };

// The driver's truck, given an hour meter: only this journey reads or writes its engine hours.
const truck = fixtureFleet.assignedVehicle;
/** The numbers: the truck at 4,000 h, a checklist of 4,210 h, a script's 4,250 h. */
const hours = { start: 4000, checklist: 4210, script: 4250 } as const;

/** Now in the business timezone (YYYY-MM-DD HH:mm:ss), as a script would stamp a reading. */
function businessNow(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/St_Johns',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
  return `${businessToday()} ${parts}`;
}

async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const headers = await apiHeaders(page);
  const response =
    method === 'GET' ? await page.request.get(url, { headers }) : await page.request.post(url, { headers, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

type Reading = { id: number; meter: string; value: number; voided_at: string | null };

/**
 * The journey owns the truck's engine hours: any live reading above 4,000 h (a retry's, or a run
 * before it on the same data) is voided, so the truck starts again from 4,000 h under the rules.
 */
async function voidHoursAbove(page: Page, vehicleId: number, value: number) {
  for (let pageNo = 1; ; pageNo += 1) {
    const list = await api<{ data: Reading[]; last_page: number }>(
      page,
      'GET',
      `/api/vehicles/${vehicleId}/meter_readings?meter=hours&per_page=100&page=${pageNo}`,
    );
    for (const reading of list.data.filter((row) => row.voided_at === null && row.value > value)) {
      await api(page, 'POST', `/api/meter_readings/${reading.id}/void`, { reason: 'E2E: the meters journey restarts' });
    }
    if (pageNo >= list.last_page) return;
  }
}

async function truckId(page: Page): Promise<number> {
  const { data } = await api<{ data: { id: number; equipment_number: string }[] }>(
    page,
    'GET',
    '/api/vehicles/equipment_numbers',
  );
  return data.find((entry) => entry.equipment_number === truck.equipmentNumber)!.id;
}

test('engine hours: set on the vehicle, read on a checklist and from a script, a service every 250 h turns due, a typo is voided', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const vehicleId = await truckId(page);
  await voidHoursAbove(page, vehicleId, hours.start);

  // The admin gives the truck an hour meter at 4,000 h, on its form.
  await page.goto(`/vehicles/${vehicleId}`);
  await expect(page.getByRole('heading', { name: 'Update Vehicle' })).toBeVisible(slow);
  const hourMeter = page.getByRole('switch', { name: 'Has an hour meter' });
  if (!(await hourMeter.isChecked())) await hourMeter.click({ force: true });
  await page.getByRole('textbox', { name: 'Engine hours' }).fill(String(hours.start));
  // The fixture truck was stored without the expiries the form asks of an owned vehicle.
  for (const label of ['Battery Expiry', 'Tire Expiry']) {
    const input = page.getByRole('textbox', { name: label, exact: true });
    if ((await input.inputValue()) === '') {
      await input.fill('march 1 2027');
      await input.press('Tab');
    }
  }
  await page
    .getByRole('button', { name: /Update Vehicle|Save/ })
    .last()
    .click();
  await expect(toast(page, 'Vehicle saved successfully!')).toBeVisible(slow);

  // A service every 250 h for this truck alone, on the Service tasks screen: the truck now has an
  // hour meter, so the form asks engine hours.
  const name = `E2E engine service ${Date.now()}`;
  await page.goto('/service-tasks');
  await page.getByRole('button', { name: 'Add Service Task' }).click(slow);
  const form = page.getByRole('dialog', { name: 'Add Service Task' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByText('None', { exact: true }).click();
  await form.getByRole('combobox', { name: 'Applies to' }).click();
  await page.getByRole('option', { name: 'Chosen vehicles' }).click();
  await form.getByRole('combobox', { name: 'Vehicles' }).click();
  await page.getByRole('option', { name: new RegExp(truck.equipmentNumber) }).click();
  // A multiple choice stays open for more: a click beside it closes it.
  await form.getByRole('textbox', { name: 'Name' }).click();
  await form.getByRole('textbox', { name: 'Every (engine hours)' }).fill('250');
  await expect(form.getByRole('textbox', { name: 'Due soon within (engine hours)' })).toHaveValue('25');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'The service task has been created.')).toBeVisible();
  const row = page.getByRole('table', { name: 'Service tasks' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('250 h');
  const tasks = await api<{ data: { id: number; name: string }[] }>(page, 'GET', '/api/service_tasks?search=E2E');
  const task = { data: tasks.data.find((entry) => entry.name === name)! };
  // Last done at the truck's 4,000 h: due at 4,250 h.
  const today = businessToday();
  await api(page, 'POST', '/api/maintenance/completions', {
    vehicle_id: vehicleId,
    service_task_id: task.data.id,
    done_on: today,
    hours: hours.start,
  });

  // The driver's checklist records 4,210 h (a jump from the value typed on the vehicle form is not questioned).
  const driverContext = await browser.newContext();
  const driverPage = await driverContext.newPage();
  await signIn(driverPage, 'driver');
  const items = await api<{ data: { last_odm_read: number; has_hour_meter: boolean } }>(
    driverPage,
    'GET',
    `/api/vehicles/equipment_items?equipment_number=${truck.equipmentNumber}`,
  );
  expect(items.data.has_hour_meter).toBe(true);
  // On the driver's own checklist screen: the truck has an hour meter, so the form asks its hours.
  await expect(driverPage.getByRole('heading', { name: 'Pre-OP Checklist' })).toBeVisible(slow);
  await driverPage
    .getByRole('combobox', { name: 'Equipment Number' })
    .selectOption(truck.equipmentNumber, { timeout: 20_000 });
  await driverPage.getByRole('textbox', { name: 'ODM Read' }).fill(String(items.data.last_odm_read + 10));
  await driverPage.getByRole('textbox', { name: 'Engine hours' }).fill(String(hours.checklist));
  await signTheRecord(driverPage);
  await driverPage.getByRole('button', { name: 'Submit' }).click();
  await expect(driverPage.getByText('Checklist has been submitted successfully.')).toBeVisible(slow);
  const submittedAt = businessNow();
  await driverContext.close();
  // The script stamps its reading to the second: one stamped in the checklist's own second would
  // count as taken before it, and be refused as above that later reading.
  await expect.poll(() => businessNow() > submittedAt).toBe(true);

  // A telematics script with an API token sends 4,250 h. Minutes after the checklist's 4,210 h, 40 h
  // is beyond the 24 h-a-day bound: the reading is refused with the question, as a form would ask it.
  // The history names the token that sent a reading: this attempt's rows are told from a retry's by it.
  const tokenName = `E2E telematics ${Date.now()}`;
  const token = await api<{ data: { token: string } }>(page, 'POST', '/api/api_tokens', {
    name: tokenName,
    scope: 'read_write',
    expires_in_days: 7,
  });
  const scriptReading = { vehicle: truck.equipmentNumber, meter: 'hours', value: hours.script, source_ref: name };
  const send = async (reading: Record<string, unknown>) => {
    const response = await page.request.post('/api/meter_readings', {
      headers: { authorization: `Bearer ${token.data.token}` },
      data: { readings: [{ ...reading, taken_at: businessNow() }] },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: { status: string; message: string }[] }).data[0];
  };
  expect(await send(scriptReading)).toMatchObject({
    status: 'refused',
    message: meterImplausibleMessage('hours', hours.checklist, businessToday()),
  });
  // The export is reviewed (the engine ran through two shifts) and sent again, confirmed: it is kept,
  // flagged on the meter history, and the service is now due.
  expect(await send({ ...scriptReading, confirm_implausible: true })).toMatchObject({ status: 'created' });
  await page.goto(`/vehicles/${vehicleId}/overview`);
  const scriptRow = page
    .getByRole('region', { name: 'Meter history' })
    .getByRole('row')
    .filter({ hasText: tokenName })
    .filter({ hasText: hours.script.toLocaleString('en-US') });
  await expect(scriptRow).toContainText('Confirmed jump', slow);
  await page.goto(`/maintenance?vehicle_id=${vehicleId}`);
  const due = page.getByRole('row').filter({ hasText: name });
  await expect(due).toContainText('Overdue', slow);
  await expect(due).toContainText(`at ${hours.script.toLocaleString('en-US')} h · 0 h over`);

  // A typo of the script (a zero too many), confirmed, then voided on the vehicle record.
  const typo = hours.start * 100;
  await page.request.post('/api/meter_readings', {
    headers: { authorization: `Bearer ${token.data.token}` },
    data: {
      readings: [
        {
          vehicle: vehicleId,
          meter: 'hours',
          value: typo,
          taken_at: businessNow(),
          source_ref: `${name} typo`,
          confirm_implausible: true,
        },
      ],
    },
  });
  await page.goto(`/vehicles/${vehicleId}/overview`);
  const history = page.getByRole('region', { name: 'Meter history' });
  const typoRow = history
    .getByRole('row')
    .filter({ hasText: tokenName })
    .filter({ hasText: typo.toLocaleString('en-US') });
  await expect(typoRow).toContainText('Confirmed jump', slow);
  await typoRow.getByRole('button', { name: /^Void the reading of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Void reading' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('A zero too many');
  await dialog.getByRole('button', { name: 'Void reading' }).click();
  await expect(toast(page, 'The reading was voided.')).toBeVisible();
  await expect(typoRow).toContainText('A zero too many');
  const after = await api<{ data: { last_hour_read: number } }>(page, 'GET', `/api/vehicles/${vehicleId}`);
  expect(after.data.last_hour_read).toBe(hours.script);

  // A work order marked done on its screen takes the engine hours then, a reading of its own.
  const order = await api<{ data: { id: number } }>(page, 'POST', '/api/work_orders', {
    vehicle_id: vehicleId,
    title: `${name} work`,
    opened_on: businessToday(),
    lines: [{ kind: 'labour', description: 'Engine service', quantity: 1, unit_cost: 90 }],
  });
  await page.goto(`/work-orders/${order.data.id}`);
  await page.getByRole('button', { name: 'Mark done' }).click(slow);
  const done = page.getByRole('dialog', { name: 'Mark the work order done' });
  // No odometer: the truck's readings are other journeys' too, and one below theirs is refused.
  await done.getByRole('textbox', { name: 'Engine hours' }).fill(String(hours.script + 10));
  await done.getByRole('button', { name: 'Mark done' }).click();
  await expect(toast(page, 'The work order status has been changed.')).toBeVisible();
  const marked = await api<{ data: { last_hour_read: number } }>(page, 'GET', `/api/vehicles/${vehicleId}`);
  expect(marked.data.last_hour_read).toBe(hours.script + 10);

  // The task goes with this journey.
  const removed = await page.request.delete(`/api/service_tasks/${task.data.id}`, { headers: await apiHeaders(page) });
  expect(removed.status()).toBe(200);
});
