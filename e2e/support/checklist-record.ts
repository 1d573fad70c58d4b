import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * Picks the place as the screen offers it: on a driver's or supervisor's form the phone's own list
 * (chosen as a tap on one of its rows chooses), on the office's form a list opened and a row clicked.
 */
export async function choosePlace(page: Page, place: string) {
  const field = page.getByRole('combobox', { name: 'Place of the inspection' });
  // The office's list stands in as a disabled phone list while its code loads.
  await expect(field).toBeEnabled({ timeout: 20_000 });
  if (await field.evaluate((box) => box instanceof HTMLSelectElement)) {
    await field.selectOption({ label: place });
    return;
  }
  await field.click();
  await page.getByRole('option', { name: place }).click();
}

/**
 * The record the checklist form requires before Submit: a place from the list, the declaration
 * accepted and a signature drawn on the canvas with the mouse (as a finger would).
 */
export async function signTheRecord(page: Page, place = 'Mine Engineering') {
  await choosePlace(page, place);
  await page.getByRole('checkbox', { name: /I declare/ }).check();
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  await expect(page.getByText('Loading the signature box…')).toHaveCount(0);
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 90, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 30, { steps: 8 });
  await page.mouse.up();
  await expect(pad).toHaveAttribute('data-signed', 'true');
}
