import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/helpers.js';

test.describe.configure({ timeout: 180_000 });

const saaqName = 'Circle check — heavy vehicle (SAAQ, RSSVR Schedule III, List 1)';
const siteSectionName = 'Section 2: Specific verifications required by the operator';

async function expectAxeClean(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

/** Adds an item at the end of the site section and writes its labels. */
async function addSiteItem(page: Page, number: number, english: string, french: string) {
  const site = page.getByRole('group', { name: siteSectionName });
  await site.getByRole('button', { name: 'Add item' }).click();
  await expect(site.getByRole('group', { name: `Item ${number}: New item` })).toBeVisible();
  // The legend takes the label as it is typed: the item is found by its number.
  const item = site.getByRole('group', { name: new RegExp(`^Item ${number}: `) });
  await item.getByRole('textbox', { name: 'Label (English)' }).fill(english);
  await item.getByRole('textbox', { name: 'Label (French)' }).fill(french);
}

async function publish(page: Page, version: number) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish this form?' });
  await expect(dialog).toContainText(`Publishing makes version ${version} of this form`);
  await dialog.getByRole('button', { name: `Publish version ${version}` }).click();
  // The last toast: the first publishing's may still be showing when the second one's comes.
  await expect(page.getByText('The new version has been published.').last()).toBeVisible();
  await expect(page.getByRole('button', { name: `Version ${version} (current)` })).toBeVisible();
}

test('an admin adds a site item to the SAAQ circle check, publishes it twice, and assigns it to Heavy Duty Trucks', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Inspection Forms' }).click();
  await expect(page).toHaveURL(/\/inspection-forms$/);
  await expect(page.getByRole('heading', { name: 'Inspection Forms' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Inspection forms' });
  await expect(table.getByRole('row').filter({ hasText: 'Pre-OP' })).toContainText('Default');
  await expectAxeClean(page);

  await table.getByRole('link', { name: saaqName, exact: true }).click();
  await expect(page.getByRole('heading', { name: saaqName })).toBeVisible();
  const list1 = page.getByRole('group', { name: 'Section 1: Schedule III, List 1 — heavy vehicle' });
  await expect(list1).toContainText('Set by the regulation: this section cannot be changed, moved or removed.');
  await expect(list1).toContainText('1.A');
  await expect(list1.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByText('Not published yet.')).toBeVisible();
  await expectAxeClean(page);

  await addSiteItem(page, 1, 'Fire extinguisher charged', 'Extincteur chargé');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('The draft has been saved.')).toBeVisible();
  await publish(page, 1);

  // Who the form applies to is saved at once; the sections wait for the next publish.
  // The field's box covers its input for a pointer: it opens from the keyboard, as a person tabbing does.
  await page.getByRole('combobox', { name: 'Vehicle parent types' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Heavy Duty Truck' }).click();
  await page.keyboard.press('Escape');
  await addSiteItem(page, 2, 'Ladder secured', 'Échelle attachée');
  await page.getByRole('group', { name: siteSectionName }).getByRole('button', { name: 'Move item 2 up' }).click();
  await expect(page.getByRole('group', { name: 'Item 1: Ladder secured' })).toBeVisible();
  await publish(page, 2);

  // Version 1 stays as it was published: one site item.
  await page.getByRole('button', { name: 'Version 1', exact: true }).click();
  const version1 = page.getByRole('dialog', { name: 'Version 1 (read-only)' });
  await expect(version1).toContainText('Fire extinguisher charged');
  await expect(version1).not.toContainText('Ladder secured');
  await expectAxeClean(page);
  await version1.getByRole('button', { name: 'Close' }).click();

  // The rule stays after a reload: the form is the Heavy Duty Trucks' now.
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Applies to' }).getByText('Heavy Duty Truck', { exact: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to inspection forms' }).click();
  const saaq = table.getByRole('row').filter({ hasText: saaqName });
  await expect(saaq).toContainText('Version 2');
  await expect(saaq).toContainText('24 hours');

  // On a phone (a browser of its own, as one opens it) the list and the editor fit the screen.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const small = await phone.newPage();
  await signIn(small, 'admin');
  await small.goto('/inspection-forms');
  const row = small.getByRole('table', { name: 'Inspection forms' }).getByRole('row').filter({ hasText: saaqName });
  await expect(row).toContainText('Version 2');
  await expectNoHorizontalScroll(small);
  await expectAxeClean(small);
  await row.getByRole('link', { name: saaqName, exact: true }).click();
  await expect(small.getByRole('heading', { name: saaqName })).toBeVisible();
  await expect(small.getByRole('group', { name: 'Item 2: Fire extinguisher charged' })).toBeVisible();
  await expectNoHorizontalScroll(small);
  await expectAxeClean(small);
  await phone.close();
});
