import { expect, test as base, type Page } from '@playwright/test';
import { accounts, type AccountRole } from './accounts.js';

/** Signs in through the real login screen, as a person would. */
export async function signIn(page: Page, role: AccountRole) {
  const account = accounts[role];
  await page.goto('/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(role === 'admin' ? /\/home$/ : /\/dashboard$/);
}

/** The token the web app stored for the signed-in user. */
export async function storedToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('currentUser'));
  const token = stored ? (JSON.parse(stored) as { token?: string }).token : undefined;
  if (!token) throw new Error('No signed-in user is stored in this browser.');
  return token;
}

export const test = base;
export { expect };
