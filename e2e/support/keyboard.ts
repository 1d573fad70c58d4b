import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never comes. */
export async function tabTo(page: Page, target: Locator, most = 80) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
