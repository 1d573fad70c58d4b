import { AxeBuilder } from '@axe-core/playwright';
import { accounts } from './support/accounts.js';
import { expect, signIn, signInThroughForm, storedToken, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/helpers.js';

test.describe('signing in', () => {
  test('an admin signs in and lands on /home', async ({ page }) => {
    await signInThroughForm(page, 'admin');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Vehicles' })).toBeVisible();
    // The header shows the name cut to 10 letters; the account menu's hidden name holds it whole.
    await expect(page.getByText(`${accounts.admin.name.slice(0, 10)}…`, { exact: true })).toBeVisible();
  });

  test('a driver lands on /dashboard and sees the reduced menu', async ({ page }) => {
    await signInThroughForm(page, 'driver');
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('link', { name: 'Checklists' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Vehicles' })).toHaveCount(0);
  });

  test('a wrong password shows the server message once, under the email field', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(accounts.admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
      'These credentials do not match our records.',
    );
    await expect(page.getByText('These credentials do not match our records.')).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);
  });
});

// Which role may open which screen, and where a signed-in person is sent from /login, are the
// router's rules: web/src/app/guards.test.tsx holds them; this journey proves them in a browser once.
test.describe('guards', () => {
  test('a guest is sent to /login', async ({ page }) => {
    await page.goto('/tracking');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('signing out', () => {
  test('a revoked token shows the 401 toast and signs the user out', async ({ page, request }) => {
    await signIn(page, 'admin');
    // Home's own calls must be answered first: one answered 401 after the revocation would sign
    // this page out (no toast) while the reload below is still on its way on a busy machine.
    await page.waitForLoadState('networkidle');
    const token = await storedToken(page);
    const revoked = await request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status()).toBe(200);
    await page.reload();
    await expect(page.getByText('Unauthorized, redirecting to login')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });

  test('Sign Out in the menu returns to /login', async ({ page }) => {
    await signIn(page, 'supervisor');
    await page.getByRole('navigation').getByText('Sign Out').click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('removing the stored user in another tab signs this tab out', async ({ page, context }) => {
    await signIn(page, 'admin');
    const other = await context.newPage();
    await other.goto('/home');
    await other.evaluate(() => localStorage.removeItem('currentUser'));
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('layout', () => {
  test('the collapsed sidebar stays collapsed after a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  });

  test('every admin menu entry opens its screen', async ({ page }) => {
    await signIn(page, 'admin');
    for (const [entry, path] of [
      ['Drivers', '/drivers'],
      ['Appointments', '/appointments'],
      ['Fire Extinguisher', '/incidents'],
      ['Rates', '/rates'],
    ] as const) {
      await page.getByRole('navigation').getByRole('link', { name: entry }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await page.getByRole('navigation').getByText('Reports').click();
    await page.getByRole('navigation').getByRole('link', { name: 'Profit & Loss' }).click();
    await expect(page).toHaveURL(/\/report\/profitloss$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the login is usable without horizontal scrolling and signs a driver in', async ({ page }) => {
    await page.goto('/login');
    await expectNoHorizontalScroll(page);
    const emailBox = await page.getByLabel('Email address').boundingBox();
    expect(emailBox?.height ?? 0).toBeGreaterThanOrEqual(40);
    await signInThroughForm(page, 'driver');
  });
});

test.describe('accessibility', () => {
  test('the login and forgot-password screens have no axe violations', async ({ page }) => {
    for (const path of ['/login', '/forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('button').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    }
  });

  test('the admin shell has no serious axe violations', async ({ page }) => {
    await signIn(page, 'admin');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});
