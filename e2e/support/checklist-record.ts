import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * The record the checklist form requires before Submit: a place from the list, the declaration
 * accepted and a signature drawn on the canvas with the mouse (as a finger would).
 */
export async function signTheRecord(page: Page, place = 'Mine Engineering') {
  await page.getByRole('combobox', { name: 'Place of the inspection' }).click();
  await page.getByRole('option', { name: place }).click();
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
