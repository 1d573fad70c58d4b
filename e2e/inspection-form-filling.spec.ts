import type { Browser, Page } from '@playwright/test';
import { signTheRecord } from './support/checklist-record.js';
import { expect, signIn, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/helpers.js';
import { addDriversTruck, call } from './support/report-data.js';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

/** This journey's own truck: its defects put no shared fixture vehicle out of service. */
const unit = `IF-${Date.now() % 100_000}`;

/** An item of the SAAQ's kind: each defect description has its code and class. */
const system = (key: string, label: string, labelFr: string, minor: string[], major: string[]) => ({
  key,
  label,
  label_fr: labelFr,
  answer_kind: 'pass_fail',
  severity: null,
  defects: [
    { code: minor[0], text: minor[1], text_fr: minor[2], class: 'minor' },
    { code: major[0], text: major[1], text_fr: major[2], class: 'major' },
  ],
});

/**
 * The admin's side, through the API (the editor's screens are the inspection-forms journey's): a
 * heavy truck assigned to the driver, and a published form with defect descriptions for it.
 */
async function truckOnItsForm(browser: Browser) {
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  const vehicle = await addDriversTruck(admin, unit, 'Inspection form journey');
  const form = await call<{ id: number }>(admin, 'POST', '/api/inspection_forms', {
    name: `Circle check ${unit}`,
    name_fr: `Ronde de sécurité ${unit}`,
    kind: 'pre_trip',
    validity: '24h',
    applies_to: { vehicle_ids: [vehicle.id] },
    sections: [
      {
        key: 'list_1',
        title: 'Schedule III, List 1',
        title_fr: 'Annexe III, liste 1',
        items: [
          system(
            'coupling',
            'Coupling devices',
            'Dispositifs d’attelage',
            ['1.1', 'Fastener loose', 'Fixation desserrée'],
            ['1.A', 'Kingpin cracked', 'Pivot d’attelage fissuré'],
          ),
          system(
            'steering',
            'Steering',
            'Direction',
            ['5.1', 'Play in the wheel', 'Jeu dans le volant'],
            ['5.A', 'Wheel jams', 'Volant bloqué'],
          ),
        ],
      },
      {
        // The site's own items: a reading in mm, and one a truck without a trailer answers N/A.
        key: 'site',
        title: 'Specific verifications required by the operator',
        title_fr: 'Vérifications particulières exigées par l’exploitant',
        items: [
          {
            key: 'tread',
            label: 'Tread depth',
            label_fr: 'Profondeur des sculptures',
            answer_kind: 'number',
            unit: 'mm',
            min: 2,
            max: 30,
            severity: 'major',
          },
          {
            key: 'trailer_plug',
            label: 'Trailer plug',
            label_fr: 'Prise de remorque',
            answer_kind: 'pass_fail',
            na_allowed: true,
            severity: 'minor',
          },
        ],
      },
    ],
  });
  await call(admin, 'POST', `/api/inspection_forms/${form.id}/publish`);
  await admin.close();
}

async function openTheTruck(page: Page) {
  await page.getByRole('combobox', { name: 'Equipment Number' }).selectOption(unit, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Schedule III, List 1' })).toBeVisible({ timeout: 20_000 });
}

test('a driver fails one item minor and one major on the truck’s own form, answers one N/A and takes a reading, is told not to operate it, the next person to inspect it sees both defects first, and the office reads the N/A and the reading', async ({
  page,
  browser,
}) => {
  await truckOnItsForm(browser);

  await signIn(page, 'driver');
  await openTheTruck(page);
  await expect(page.getByRole('switch')).toHaveCount(4);
  await page.getByRole('textbox', { name: 'ODM Read' }).fill('1150');
  await page.getByRole('textbox', { name: /Reading \(mm\) · Tread depth/ }).fill('12.5');
  // Only the item that allows it offers N/A; ticked, its switch reads N/A.
  await expect(page.getByRole('checkbox', { name: /^Not applicable/ })).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Not applicable (N/A): Trailer plug' }).check();
  await expect(page.getByRole('switch', { name: 'Trailer plug' })).toContainText('N/A');

  await page.getByRole('switch', { name: 'Coupling devices' }).click();
  const coupling = page.getByRole('radiogroup', { name: 'Which defect? (Coupling devices)' });
  await coupling.getByRole('radio', { name: /1\.1 · Fastener loose/ }).check();
  await expect(page.getByText('Do not operate this vehicle')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Note on Coupling devices' }).fill('Bolt turns by hand');

  await page.getByRole('switch', { name: 'Steering' }).click();
  const steering = page.getByRole('radiogroup', { name: 'Which defect? (Steering)' });
  await expect(steering).toContainText('Major');
  await steering.getByRole('radio', { name: /5\.A · Wheel jams/ }).check();
  await expect(page.getByRole('alert').filter({ hasText: 'Do not operate this vehicle' })).toBeVisible();

  await page.getByLabel('Please detail the issue found with your vehicle').fill('Two defects at the walk-around.');
  await signTheRecord(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  const confirmation = page.getByRole('status').filter({ hasText: 'Checklist submitted' });
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
  await expect(confirmation.getByRole('listitem')).toHaveText(['Coupling devices', 'Steering']);
  await expect(page.getByRole('alert').filter({ hasText: 'Do not operate this vehicle' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // The next person to inspect the truck: the driver's supervisor, on their phone.
  const next = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(next, 'supervisor');
  await openTheTruck(next);
  const open = next.getByRole('region', { name: 'Open defects on this vehicle' });
  await expect(open).toBeVisible({ timeout: 20_000 });
  const steeringCard = open.getByTestId('open-defect-steering');
  const couplingCard = open.getByTestId('open-defect-coupling');
  await expect(couplingCard).toContainText('1.1 · Fastener loose');
  await expect(couplingCard).toContainText('Minor');
  await expect(couplingCard).toContainText('Last note: Bolt turns by hand');
  await expect(steeringCard).toContainText('5.A · Wheel jams');
  await expect(steeringCard).toContainText('Major');
  // Listed before the items: at the top of the form.
  const listTop = (await open.boundingBox())!.y;
  const itemsTop = (await next.getByRole('heading', { name: 'Schedule III, List 1' }).boundingBox())!.y;
  expect(listTop).toBeLessThan(itemsTop);
  await expectNoHorizontalScroll(next);
  await next.close();

  // The office reads the record: the answers under the form's sections, the N/A and the reading.
  const office = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(office, 'admin');
  const row = office.getByRole('row').filter({ hasText: unit }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.click();
  const detail = office.getByRole('dialog', { name: 'Pre-OP Checklist' });
  await expect(detail.getByText('Specific verifications required by the operator')).toBeVisible({ timeout: 20_000 });
  await expect(detail.getByRole('row', { name: /Trailer plug\s*N\/A/ })).toBeVisible();
  await expect(detail.getByRole('row', { name: /Tread depth\s*Reading: 12\.5 mm\s*Yes/ })).toBeVisible();
  await expect(detail.getByRole('row', { name: /Steering\s*No/ })).toBeVisible();
  await expectNoHorizontalScroll(office);
  await office.close();
});
