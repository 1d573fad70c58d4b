import type { Page } from '@playwright/test';
import { fixtureFleet } from './support/fixture-fleet.js';
import { expect, signIn, test } from './support/fixtures.js';
import { expectNoHorizontalScroll } from './support/helpers.js';
import { cutWords, smallTapTargets } from './support/phone-checks.js';

/** The smallest phone the site's drivers carry. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

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

async function inFrench(page: Page) {
  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.reload();
}

test("in French, the driver's checklist, its drawer and the way back from a QR code cut no words and are 48 px targets", async ({
  page,
}) => {
  await signIn(page, 'driver');
  await inFrench(page);
  await page
    .getByRole('combobox', { name: 'Numéro d’équipement' })
    .selectOption(fixtureFleet.offlineVehicle.equipmentNumber, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Prendre ou ajouter des photos' })).toBeVisible();
  expect(await cutWords(page)).toEqual([]);
  expect(await smallTapTargets(page)).toEqual([]);

  await page.getByRole('button', { name: 'Ouvrir la navigation' }).click();
  await expect(page.getByRole('link', { name: 'Listes de vérification' })).toBeInViewport();
  expect(await smallTapTargets(page)).toEqual([]);

  await page.goto('/qr/NO-SUCH-UNIT');
  await expect(page.getByRole('link', { name: 'Retour à la liste de vérification' })).toBeVisible({ timeout: 20_000 });
  expect(await cutWords(page)).toEqual([]);
});

test('in French, the sign-in page names its password eye and every control is a 48 px target', async ({ page }) => {
  await page.goto('/api/health');
  await inFrench(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Afficher le mot de passe' })).toBeVisible({ timeout: 20_000 });
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
  // The field app's one script (web/build-plugins/field-app.ts), and not the office app's entry.
  expect(preloaded.filter((address) => /\/assets\/field\/field-main-[\w-]+\.js$/.test(address))).toHaveLength(1);
  expect(preloaded.filter((address) => /\/assets\/index-[\w-]+\.js$/.test(address))).toEqual([]);
  expect(formOptionCalls).toHaveLength(1);
  expect(refusedScripts).toEqual([]);
});

test("a vehicle's QR address asks for its items, form and open defects from the page's head, and the app takes those answers", async ({
  page,
}) => {
  await signIn(page, 'driver');
  await expect(page.getByRole('combobox', { name: 'Equipment Number' })).toBeVisible({ timeout: 20_000 });
  const { equipmentNumber } = fixtureFleet.offlineVehicle;

  await page.goto(`/dashboard?vehicle=${equipmentNumber}`);
  await expect(page.getByRole('switch', { name: 'Tires' })).toBeVisible({ timeout: 20_000 });
  // What index.html's landing script asked for (web/build-plugins/phone-landing.ts); a taken answer is emptied.
  const asked = await page.evaluate(() =>
    Object.entries(
      (window as { fleetOpsEarlyAnswers?: { answers: Record<string, unknown> } }).fleetOpsEarlyAnswers?.answers ?? {},
    ).map(([address, answer]) => ({ address, taken: answer === undefined })),
  );
  const vehicleId = asked
    .map(({ address }) => /^\/api\/vehicles\/(\d+)\/inspection_form$/.exec(address)?.[1])
    .find(Boolean);
  expect(asked).toEqual(
    [
      '/api/me',
      '/api/checklist/form_options',
      `/api/vehicles/equipment_items?equipment_number=${equipmentNumber}`,
      `/api/vehicles/${vehicleId}/inspection_form`,
      `/api/vehicles/${vehicleId}/open_defects`,
    ].map((address) => ({ address, taken: true })),
  );
});
