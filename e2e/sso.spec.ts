import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { ssoIdentities, ssoProviderName } from './support/sso-provider.js';

/** The provider's own pages: oidc-provider's development sign-in (any password) and consent. */
async function signInAtProvider(page: Page, login: keyof typeof ssoIdentities) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password at all');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { email: string; role: string });

test.describe('single sign-on', () => {
  test('the sign-in page offers the provider beside the password form, with no axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: `Sign in with ${ssoProviderName}` })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('a newcomer in a mapped group signs in at the provider and lands on their dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: `Sign in with ${ssoProviderName}` }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
    await signInAtProvider(page, 'newcomer');

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    expect(await storedUser(page)).toMatchObject({ email: ssoIdentities.newcomer.email, role: 'supervisor' });
    // The session never travelled in an address the history keeps.
    const token = (await page.evaluate(() => localStorage.getItem('currentUser'))) ?? '';
    const history = await page.evaluate(() => window.location.href);
    expect(history).not.toContain(JSON.parse(token).token);
  });

  test('someone from a domain not allowed is sent back to sign in, told why', async ({ page }) => {
    await page.goto('/login?next=%2Fchecklists');
    await page.getByRole('link', { name: `Sign in with ${ssoProviderName}` }).click();
    await signInAtProvider(page, 'outsider');

    await expect(page).toHaveURL(/\/login\?sso_error=domain$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Your email address is not from a domain allowed to sign in here.',
    );
    expect(await storedUser(page)).toBeNull();
  });
});
