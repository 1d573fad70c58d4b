import type { Page } from '@playwright/test';
import { fixtureFleet } from './support/fixture-fleet.js';
import { expect, signIn, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/helpers.js';

/** The smallest phone the site's drivers carry. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

/**
 * Every control a finger can press, with the box it answers to: a checkbox or a switch answers on
 * its whole label too. Material's 48 px is the least a gloved finger hits reliably.
 */
function smallTapTargets(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), textarea, [role=switch], [role=combobox], [role=checkbox]',
    );
    const small: string[] = [];
    for (const control of Array.from(controls)) {
      const own = control.getBoundingClientRect();
      const offScreen = own.right <= 0 || own.left >= window.innerWidth || own.bottom <= 0;
      if (own.width === 0 || own.height === 0 || offScreen || getComputedStyle(control).visibility === 'hidden')
        continue;
      const label =
        control.closest('label') ?? (control.id ? document.querySelector(`label[for="${control.id}"]`) : null);
      const box = label && label.getBoundingClientRect().height > own.height ? label.getBoundingClientRect() : own;
      if (Math.min(box.width, box.height) < 47.5) {
        const name =
          control.getAttribute('aria-label') ??
          (control.textContent?.trim() || `${control.tagName.toLowerCase()} ${control.getAttribute('type') ?? ''}`);
        small.push(`${name || control.tagName} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return small;
  });
}

test("the driver's checklist fits a 360 px phone and every control is a 48 px target", async ({ page }) => {
  await signIn(page, 'driver');
  await page
    .getByRole('combobox', { name: 'Equipment Number' })
    .selectOption(fixtureFleet.offlineVehicle.equipmentNumber, { timeout: 20_000 });
  await expect(page.getByRole('switch')).toHaveCount(14);
  await page.getByRole('switch', { name: 'Tires' }).click();
  await expect(page.getByRole('textbox', { name: 'Note on Tires' })).toBeVisible();
  await expect(page.getByTestId('signature-pad')).toBeVisible();

  await expectNoHorizontalScroll(page);
  expect(await smallTapTargets(page)).toEqual([]);
});

for (const [screen, address] of [
  ['checklists', '/checklists'],
  ["vehicles' defects", '/vehicle-defects'],
  ['add fuel', '/fuel/add'],
] as const) {
  test(`the driver's ${screen} list fits a 360 px phone and every control is a 48 px target`, async ({ page }) => {
    await signIn(page, 'driver');
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
    expect(await smallTapTargets(page)).toEqual([]);
  });
}

test("a signed-in driver's checklist asks for its files and first calls from the page's head, once", async ({
  page,
}) => {
  await signIn(page, 'driver');
  await expect(page.getByRole('combobox', { name: 'Equipment Number' })).toBeVisible({ timeout: 20_000 });
  const refusedScripts: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedScripts.push(message.text());
  });
  const formOptionCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/checklist/form_options')) formOptionCalls.push(request.url());
  });

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Equipment Number' })).toBeVisible({ timeout: 20_000 });
  // Set by index.html's inline landing script (web/build-plugins/phone-landing.ts), if the policy let it run.
  const early = await page.evaluate(() =>
    Object.keys((window as { fleetOpsEarlyAnswers?: { answers: object } }).fleetOpsEarlyAnswers?.answers ?? {}),
  );
  expect(early).toEqual(['/api/me', '/api/checklist/form_options']);
  const preloaded = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (link) => link.href),
  );
  expect(preloaded.some((address) => /\/assets\/phone-landing-[\w-]+\.js$/.test(address))).toBe(true);
  expect(formOptionCalls).toHaveLength(1);
  expect(refusedScripts).toEqual([]);
});
