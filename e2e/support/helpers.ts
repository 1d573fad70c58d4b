import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The toast holding `text`. */
export const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Today in the business timezone (YYYY-MM-DD), as the server and the screens count it. */
export function businessToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/St_Johns',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** Opens the open dialog's select named `label` and picks `option` (the whole name only, when `exact`). */
export async function chooseOption(page: Page, label: string, option: string, { exact = false } = {}) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact }).click();
}

/** The page fits the window: nothing to scroll sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
