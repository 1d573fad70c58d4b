import type { Browser, Page } from '@playwright/test';
import { pdfTextLines } from '../server/src/features/checklists/pdf-text.js';
import { accounts } from './support/accounts.js';
import { signTheRecord } from './support/checklist-record.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { expectNoHorizontalScroll, toast } from './support/helpers.js';
import { addDriversTruck, call } from './support/report-data.js';
import { moveServerClock } from './support/server-clock.js';

/**
 * Issue 36, the journeys that need the next day: a supervisor inspects a truck for a driver of
 * their crew on a form valid 24 hours; the driver countersigns the report on their phone ("I have
 * read this report") instead of inspecting again; the truck is valid until 24 hours after the
 * inspection, and expired once the server's clock has moved past it. And a driver fails two
 * systems of the SAAQ circle check, one minor and one major: the next day's driver sees both open
 * defects at the top of the form. One after the other: each moves the server's clock.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

type VehicleAnswer = { inspection_state: string; inspection_valid_until: string | null };

/** This journey's own truck, so moving its state touches no shared fixture vehicle. */
const unit = `CS-${Date.now() % 100_000}`;

/** The admin's side through the API: the truck, the driver on it, and a published 24-hour form for it. */
async function truckOnA24HourForm(browser: Browser) {
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  const vehicle = await addDriversTruck(admin, unit, 'Countersign journey', { vehicle_type: 'Mack Granite' });
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

type FormRow = { id: number; built_in: string | null };
type FormDraft = {
  applies_to: { vehicle_parent_types: string[]; vehicle_ids: number[] };
  sections: { key: string; regulated?: boolean; items: { key: string }[] }[];
  current_version: number | null;
  unpublished_changes: boolean;
} & Record<string, unknown>;

/**
 * The SAAQ circle check on Heavy Duty Trucks, with a site item, published: what the inspection-forms
 * journey does on the editor's screens, here through the API and only what is not done yet (this
 * journey also runs alone).
 */
async function saaqOnHeavyDutyTrucks(admin: Page) {
  const forms = await call<FormRow[]>(admin, 'GET', '/api/inspection_forms?per_page=100');
  const saaq = forms.find((form) => form.built_in === 'saaq_list_1')!;
  const draft = await call<FormDraft>(admin, 'GET', `/api/inspection_forms/${saaq.id}`);
  const types = draft.applies_to.vehicle_parent_types;
  const site = draft.sections.find((section) => section.key === 'operator_specific')!;
  if (!types.includes('Heavy Duty Truck') || site.items.length === 0) {
    if (site.items.length === 0) {
      site.items.push({
        key: 'fire_extinguisher_charged',
        label: 'Fire extinguisher charged',
        label_fr: 'Extincteur chargé',
        answer_kind: 'pass_fail',
        severity: 'minor',
      } as { key: string });
    }
    // The draft as the editor saves it: the sections without the server's `regulated` marks.
    const sections = draft.sections.map(({ regulated: _regulated, ...section }) => section);
    const body = {
      name: draft.name,
      name_fr: draft.name_fr,
      description: draft.description,
      description_fr: draft.description_fr,
      kind: draft.kind,
      validity: draft.validity,
      is_default: draft.is_default,
      applies_to: { ...draft.applies_to, vehicle_parent_types: [...types, 'Heavy Duty Truck'] },
      sections,
    };
    const response = await admin.request.fetch(`/api/inspection_forms/${saaq.id}`, {
      method: 'PUT',
      data: body,
      headers: await apiHeaders(admin),
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const saved = await call<FormDraft>(admin, 'GET', `/api/inspection_forms/${saaq.id}`);
  if (saved.current_version === null || saved.unpublished_changes) {
    await call(admin, 'POST', `/api/inspection_forms/${saaq.id}/publish`);
  }
}

/** A heavy truck of this journey's own, assigned to the driver; its batteries and tires have expiry dates. */
async function heavyTruck(admin: Page, unit: string) {
  const vehicle = await addDriversTruck(admin, unit, 'SAAQ circle check journey', {
    ownership_type: 'own',
    vehicle_type: 'Western Star 4700',
    battery_expiry: '2030-01-31',
    tire_expiry: '2030-01-31',
  });
  return vehicle.id;
}

type DefectAnswer = {
  code: string | null;
  severity: string;
  reported_at: string;
  due_at: string | null;
  checklist_id: number | null;
};

test('a driver fails a minor and a major defect on the SAAQ circle check: the truck is out of service, the minor due in 48 h, the PDF in the regulation’s order, and the next day’s driver sees both defects first', async ({
  page,
  browser,
}) => {
  const saaqUnit = `SQ-${Date.now() % 100_000}`;
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  await saaqOnHeavyDutyTrucks(admin);
  const vehicleId = await heavyTruck(admin, saaqUnit);
  const list1 = 'Schedule III, List 1 — heavy vehicle';

  // The driver fills the truck's circle check on their phone: system 1 minor, system 5 major.
  await signIn(page, 'driver');
  await page.getByRole('combobox', { name: 'Equipment Number' }).selectOption(saaqUnit, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: list1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Specific verifications required by the operator' })).toBeVisible();
  await page.getByRole('textbox', { name: 'ODM Read' }).fill('1120');
  await page.getByRole('switch', { name: '1. Coupling devices' }).click();
  await page
    .getByRole('radiogroup', { name: 'Which defect? (1. Coupling devices)' })
    .getByRole('radio', { name: /^1\.1 · Fastener component/ })
    .check();
  await page.getByRole('switch', { name: '5. Steering' }).click();
  await page
    .getByRole('radiogroup', { name: 'Which defect? (5. Steering)' })
    .getByRole('radio', { name: /^5\.A · Misplacement/ })
    .check();
  await expect(page.getByRole('alert').filter({ hasText: 'Do not operate this vehicle' })).toBeVisible();
  await page.getByLabel('Please detail the issue found with your vehicle').fill('Loose bolt, steering column moved.');
  await signTheRecord(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Checklist submitted' })).toBeVisible({ timeout: 20_000 });

  // Out of service at once; the minor defect due 48 hours after the report, the major one not due: fixed first.
  const truck = await call<VehicleAnswer>(admin, 'GET', `/api/vehicles/${vehicleId}`);
  expect(truck.inspection_state).toBe('out_of_service');
  const found = await call<DefectAnswer[]>(admin, 'GET', `/api/defects?vehicle_id=${vehicleId}`);
  expect(found.map((defect) => [defect.code, defect.severity]).sort()).toEqual([
    ['1.1', 'minor'],
    ['5.A', 'major'],
  ]);
  const minor = found.find((defect) => defect.code === '1.1')!;
  expect(minor.due_at).toBe(hoursLater(minor.reported_at, 48));
  expect(found.find((defect) => defect.code === '5.A')!.due_at).toBeNull();

  // The PDF: the List's systems in the prescribed order with their classes, then the site's section,
  // and each defect with its code and class.
  const pdf = await admin.request.get(`/api/checklist/${minor.checklist_id}/pdf?lang=en`, {
    headers: await apiHeaders(admin),
  });
  expect(pdf.status()).toBe(200);
  const lines = pdfTextLines(await pdf.body());
  const at = (line: string) => lines.indexOf(line);
  const systems = [
    '1. Coupling devices',
    '2. Frame and cargo body',
    '3. Heater and defroster',
    '4. Driver controls',
    '5. Steering',
  ];
  expect(systems.map(at)).toEqual([...systems.map(at)].sort((a, b) => a - b));
  expect(at(systems[0]!)).toBeGreaterThan(at(list1));
  expect(at('Specific verifications required by the operator')).toBeGreaterThan(at('5. Steering'));
  expect(lines.slice(at('1. Coupling devices'), at('1. Coupling devices') + 3)).toEqual([
    '1. Coupling devices',
    'Minor',
    'No',
  ]);
  expect(lines.slice(at('5. Steering'), at('5. Steering') + 3)).toEqual(['5. Steering', 'Major', 'No']);
  const text = lines.join(' ');
  const minorLine = text.indexOf('1. Coupling devices · 1.1 Fastener component(s) of the coupling device');
  const majorLine = text.indexOf('5. Steering · 5.A Misplacement of the steering column or wheel');
  expect(minorLine).toBeGreaterThan(-1);
  expect(majorLine).toBeGreaterThan(minorLine);
  expect(text.slice(minorLine, majorLine)).toContain('(Minor): Open');
  expect(text.slice(majorLine)).toContain('(Major): Open');

  // The next day, the driver taking the truck sees both open defects at the top of the form.
  try {
    await moveServerClock(24 * 3_600_000 + 60_000);
    await page.reload();
    await page.getByRole('combobox', { name: 'Equipment Number' }).selectOption(saaqUnit, { timeout: 20_000 });
    const open = page.getByRole('region', { name: 'Open defects on this vehicle' });
    await expect(open).toBeVisible({ timeout: 20_000 });
    await expect(open.getByTestId('open-defect-coupling_devices')).toContainText('1.1 · Fastener component');
    await expect(open.getByTestId('open-defect-coupling_devices')).toContainText('Minor');
    await expect(open.getByTestId('open-defect-steering')).toContainText('5.A · Misplacement');
    await expect(open.getByTestId('open-defect-steering')).toContainText('Major');
    const listTop = (await open.boundingBox())!.y;
    const itemsTop = (await page.getByRole('heading', { name: list1 }).boundingBox())!.y;
    expect(listTop).toBeLessThan(itemsTop);
    await expectNoHorizontalScroll(page);
  } finally {
    await moveServerClock(0);
  }
  await admin.close();
});
