import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures.js';

// Three screens and their dialogs on a shared, sometimes busy machine.
test.describe.configure({ timeout: 120_000 });

const discardQuestion = (dialog: Locator) => dialog.getByRole('alertdialog', { name: 'Discard your changes?' });

/** Untouched, Escape closes the dialog at once; it is opened again for the next step. */
async function escapeClosesUntouched(page: Page, open: () => Promise<Locator>) {
  const dialog = await open();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return open();
}

/** With something typed, Escape asks; Keep editing keeps it, and Discard closes the dialog. */
async function escapeAsksBeforeDiscarding(page: Page, dialog: Locator, field: Locator, typed: string) {
  await field.fill(typed);
  await page.keyboard.press('Escape');
  await expect(discardQuestion(dialog)).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await discardQuestion(dialog).getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardQuestion(dialog)).toBeHidden();
  await expect(field).toHaveValue(typed);

  await page.keyboard.press('Escape');
  await discardQuestion(dialog).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
}

test('Escape in each dialog kind: closes an open list first, closes an untouched dialog, asks before discarding', async ({
  page,
}) => {
  await signIn(page, 'admin');

  // Add Appointment: a form with lists.
  await page.goto('/appointments');
  const appointment = await escapeClosesUntouched(page, async () => {
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Appointment' });
    await expect(dialog).toBeVisible();
    return dialog;
  });
  await appointment.getByRole('combobox', { name: 'Location' }).click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(appointment).toBeVisible();
  await escapeAsksBeforeDiscarding(page, appointment, appointment.getByLabel('Comments'), 'Bring the spare key');

  // Add New Driver.
  await page.goto('/drivers');
  const driver = await escapeClosesUntouched(page, async () => {
    await page.getByRole('button', { name: 'Add New Driver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Driver' });
    await expect(dialog).toBeVisible();
    return dialog;
  });
  await escapeAsksBeforeDiscarding(page, driver, driver.getByLabel('Name'), 'Ann Tremblay');

  // New Pre-OP Checklist: the form loads its options inside the dialog.
  await page.goto('/home');
  const checklist = await escapeClosesUntouched(page, async () => {
    await page.getByRole('button', { name: 'New Pre-OP Checklist' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Pre-OP Checklist' });
    await expect(dialog.getByLabel('ODM Read')).toBeVisible();
    return dialog;
  });
  await escapeAsksBeforeDiscarding(page, checklist, checklist.getByLabel('ODM Read'), '123');
});
