import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';

// Every admin screen twice (English, then French): slower than one journey on a busy machine.
test.describe.configure({ timeout: 180_000 });

const vehicle = fixtureFleet.assignedVehicle;

/** A screen of the admin menu and its menu label in each language, which names the browser tab. */
type Screen = { path: string; en: string; fr: string };

const menuScreens: Screen[] = [
  { path: '/home', en: 'Home', fr: 'Accueil' },
  { path: '/vehicles', en: 'Vehicles', fr: 'Véhicules' },
  { path: '/tracking', en: 'Tracking', fr: 'Suivi' },
  { path: '/drivers', en: 'Drivers', fr: 'Chauffeurs' },
  { path: '/logs', en: 'Vehicle Logs', fr: 'Journaux des véhicules' },
  { path: '/appointments', en: 'Appointments', fr: 'Rendez-vous' },
  { path: '/incidents', en: 'Fire Extinguisher', fr: 'Extincteurs' },
  { path: '/first-aid-kits', en: 'First Aid Kit', fr: 'Trousses de premiers soins' },
  { path: '/rates', en: 'Rates', fr: 'Tarifs' },
];

/** The Reports group's screens, whose tab names the group after the report ("Maintenance · Reports"). */
const reportScreens: Screen[] = [
  { path: '/report/cleaning', en: 'Cleaning', fr: 'Nettoyage' },
  { path: '/report/renewal', en: 'Reg. Renewal', fr: 'Renouvellement d’immatriculation' },
  { path: '/report/maintenance', en: 'Maintenance', fr: 'Entretien' },
  { path: '/report/incident', en: 'Incident', fr: 'Incidents' },
  { path: '/report/vehicletype', en: 'Vehicle Types', fr: 'Types de véhicules' },
  { path: '/report/preuserreport', en: 'Pre Use Inspection', fr: 'Inspection avant utilisation' },
  { path: '/report/profitloss', en: 'Profit & Loss', fr: 'Profits et pertes' },
  { path: '/report/defects', en: 'Defects & Repairs', fr: 'Défectuosités et réparations' },
].map((screen) => ({ ...screen, en: `${screen.en} · Reports`, fr: `${screen.fr} · Rapports` }));

type Language = 'en' | 'fr';

/** The menu's screens, then the fixture vehicle's record (titled by its number) and its edit form. */
async function screensOf(page: Page): Promise<{ path: string; title: Record<Language, string> }[]> {
  const response = await page.request.get('/api/vehicles/ids', { headers: await apiHeaders(page) });
  const { data } = (await response.json()) as { data: { id: number; equipment_number: string }[] };
  const id = data.find((entry) => entry.equipment_number === vehicle.equipmentNumber)!.id;
  const titled = (label: Record<Language, string>) => ({
    en: `${label.en} · Fleet Ops`,
    fr: `${label.fr} · Fleet Ops`,
  });
  return [
    ...[...menuScreens, ...reportScreens].map((screen) => ({ path: screen.path, title: titled(screen) })),
    { path: `/vehicles/${id}/overview`, title: titled({ en: vehicle.equipmentNumber, fr: vehicle.equipmentNumber }) },
    { path: `/vehicles/${id}`, title: titled({ en: 'Vehicles', fr: 'Véhicules' }) },
  ];
}

/** "rule: target, target" for each violation, so a failure names what to fix. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * What axe finds on the page (or only its main content) that issue 18 forbids: colour contrast,
 * accessible names without their visible text, and anything serious or critical.
 */
async function axeFindings(page: Page, where: string, mainContentOnly = false): Promise<string[]> {
  // label-content-name-mismatch is one of axe's experimental rules: it runs only when asked.
  const axe = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const results = await (mainContentOnly ? axe.include('#main-content') : axe).analyze();
  const named = results.violations.filter(
    (violation) =>
      violation.id === 'color-contrast' ||
      violation.id === 'label-content-name-mismatch' ||
      violation.impact === 'serious' ||
      violation.impact === 'critical',
  );
  return describeViolations(named).map((line) => `${where} ${line}`);
}

/**
 * Opens each screen of one half of the list, waits for its data, and checks its tab title and
 * axe's verdict. Halves, so two workers share the screens and no test runs for minutes.
 * (Defects, a defect and Settings are checked by the defects journeys.)
 */
async function visitEveryScreen(page: Page, language: Language, half: 0 | 1) {
  const found: string[] = [];
  const screens = await screensOf(page);
  const middle = Math.ceil(screens.length / 2);
  for (const screen of half === 0 ? screens.slice(0, middle) : screens.slice(middle)) {
    // Inside the app, as a menu link goes: a full page load per screen made the sweep minutes long.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screen.path);
    await expect(page).toHaveURL(screen.path);
    await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
    // Checked once its data is in: no table busy, no loader spinning.
    await expect(page.locator('#main-content [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('#main-content .mantine-Loader-root')).toHaveCount(0, { timeout: 20_000 });
    await expect(page, `${screen.path} in ${language}`).toHaveTitle(screen.title[language]);
    // The shell (header, menu) is the same on every screen: it is checked on the first one only.
    found.push(...(await axeFindings(page, `${screen.path} [${language}]`, screen !== screens[0])));
  }
  // Collected over every screen, so one run lists all that is left to fix.
  expect(found).toEqual([]);
}

async function signInAdmin(page: Page, language: Language) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  if (language === 'fr') {
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page).toHaveTitle('Accueil · Fleet Ops');
  }
}

for (const half of [0, 1] as const) {
  const which = half === 0 ? 'first' : 'second';
  test(`an admin finds the ${which} half of the screens titled and accessible in English`, async ({ page }) => {
    await signInAdmin(page, 'en');
    await visitEveryScreen(page, 'en', half);
  });

  test(`an admin switches to French and finds the ${which} half of the screens titled and accessible`, async ({
    page,
  }) => {
    await signInAdmin(page, 'fr');
    await visitEveryScreen(page, 'fr', half);
  });
}

test('on a phone, the footer never covers the checklist’s Submit button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'driver');
  await expect(page).toHaveTitle('Home · Fleet Ops');
  // With a truck chosen the checklist's items push Submit well below the fold.
  await page
    .getByRole('combobox', { name: 'Equipment Number' })
    .selectOption(vehicle.equipmentNumber, { timeout: 20_000 });
  await expect(page.getByRole('switch').first()).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  const footer = page.locator('footer');
  await expect(submit).toBeEnabled();

  const below = async () => {
    const [button, bar] = await Promise.all([submit.boundingBox(), footer.boundingBox()]);
    return { buttonBottom: button!.y + button!.height, footerTop: bar!.y };
  };

  // Focused from the top of the page, as a keyboard user reaches it: the browser scrolls it just
  // into view (not to the middle, as Playwright's own scrolling would), clear of the fixed footer.
  await page.evaluate(() => window.scrollTo(0, 0));
  await submit.focus();
  let boxes = await below();
  expect(boxes.buttonBottom).toBeLessThanOrEqual(boxes.footerTop);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  boxes = await below();
  expect(boxes.buttonBottom).toBeLessThanOrEqual(boxes.footerTop);
});

test('a driver finds the checklist and their list accessible on a phone, in English and in French', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'driver');
  const found: string[] = [];
  for (const language of ['en', 'fr'] as const) {
    if (language === 'fr') {
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Français' }).click();
    }
    await page.goto('/dashboard');
    // The checklist with a truck chosen: its items, switches and Submit are on the page.
    await page
      .getByRole('combobox', { name: language === 'en' ? 'Equipment Number' : 'Numéro d’équipement' })
      .selectOption(vehicle.equipmentNumber, { timeout: 20_000 });
    await expect(page.getByRole('switch').first()).toBeVisible();
    found.push(...(await axeFindings(page, `/dashboard [${language}]`)));
    await page.goto('/checklists');
    await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#main-content [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    found.push(...(await axeFindings(page, `/checklists [${language}]`)));
  }
  expect(found).toEqual([]);
});
