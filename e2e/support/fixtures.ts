import { expect, test as base, type Page } from '@playwright/test';
import { accounts, type AccountRole } from './accounts.js';

const homeOf = (role: AccountRole) => (role === 'admin' ? '/home' : '/dashboard');

/** Signs in through the real login screen, as a person would: for the journeys about signing in. */
export async function signInThroughForm(page: Page, role: AccountRole) {
  const account = accounts[role];
  await page.goto('/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${homeOf(role)}$`));
}

/**
 * Signs in through the real login call and stores the answer where the web app keeps it, then
 * opens the role's home screen: a fresh session per journey without typing the form every time.
 */
export async function signIn(page: Page, role: AccountRole) {
  const account = accounts[role];
  const response = await page.request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: unknown };
  // Local storage belongs to the origin: open a small same-origin answer first to write it.
  await page.goto('/api/health');
  await page.evaluate((user) => localStorage.setItem('currentUser', JSON.stringify(user)), data);
  await page.goto(homeOf(role));
  await expect(page).toHaveURL(new RegExp(`${homeOf(role)}$`));
}

/** The token the web app stored for the signed-in user. */
export async function storedToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('currentUser'));
  const token = stored ? (JSON.parse(stored) as { token?: string }).token : undefined;
  if (!token) throw new Error('No signed-in user is stored in this browser.');
  return token;
}

/** The headers of an API call made as the signed-in user, asking for JSON. */
export async function apiHeaders(page: Page) {
  return { authorization: `Bearer ${await storedToken(page)}`, accept: 'application/json' };
}

/**
 * Every journey's page reports what broke inside it: a failed journey carries the page's uncaught
 * errors and console errors (a screen showing "This screen could not be shown" says why here).
 */
export const test = base.extend<{ pageErrors: void }>({
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const seen: string[] = [];
      page.on('pageerror', (error) => seen.push(`page error: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') seen.push(`console error: ${message.text()}`);
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus && seen.length > 0) {
        await testInfo.attach('page errors', { body: seen.join('\n\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});
export { expect };
