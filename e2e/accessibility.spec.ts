import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AccountRole } from './support/accounts.js';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { cutWords, smallTapTargets } from './support/phone-checks.js';

// Every screen of a role twice (English, then French): slower than one journey on a busy machine.
test.describe.configure({ timeout: 180_000 });

const vehicle = fixtureFleet.assignedVehicle;

type Language = 'en' | 'fr';

/** A screen's words in each language: its menu label, which names the browser tab. */
type Label = Record<Language, string>;

/** A screen to check: where it is, its tab title in each language, and what to do once it is drawn. */
type Screen = { path: string; title: Label; open?: (page: Page, language: Language) => Promise<void> };

const titled = (label: Label): Label => ({ en: `${label.en} · Fleet Ops`, fr: `${label.fr} · Fleet Ops` });

const screen = (path: string, label: Label): Screen => ({ path, title: titled(label) });

const vehiclesLabel = { en: 'Vehicles', fr: 'Véhicules' };
const defectsLabel = { en: 'Defects', fr: 'Défectuosités' };
const workOrdersLabel = { en: 'Work Orders', fr: 'Bons de travail' };

/** The admin menu's screens (its order), titled by their menu label. */
const menuScreens: Screen[] = [
  screen('/home', { en: 'Home', fr: 'Accueil' }),
  screen('/vehicles', vehiclesLabel),
  screen('/tracking', { en: 'Tracking', fr: 'Suivi' }),
  screen('/drivers', { en: 'Drivers', fr: 'Chauffeurs' }),
  screen('/logs', { en: 'Vehicle Logs', fr: 'Journaux des véhicules' }),
  screen('/appointments', { en: 'Appointments', fr: 'Rendez-vous' }),
  screen('/incidents', { en: 'Fire Extinguisher', fr: 'Extincteurs' }),
  screen('/first-aid-kits', { en: 'First Aid Kit', fr: 'Trousses de premiers soins' }),
  screen('/defects', defectsLabel),
  screen('/maintenance', { en: 'Maintenance', fr: 'Entretien' }),
  screen('/service-tasks', { en: 'Service Tasks', fr: 'Tâches d’entretien' }),
  screen('/work-orders', workOrdersLabel),
  screen('/fuel', { en: 'Fuel', fr: 'Carburant' }),
  screen('/renewals', { en: 'Renewals', fr: 'Renouvellements' }),
  screen('/rates', { en: 'Rates', fr: 'Tarifs' }),
  screen('/inspection-forms', { en: 'Inspection Forms', fr: 'Formulaires d’inspection' }),
  screen('/settings', { en: 'Settings', fr: 'Paramètres' }),
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
  { path: '/report/inspector-file', en: 'Inspector’s File', fr: 'Dossier de l’inspecteur' },
].map(({ path, en, fr }) => screen(path, { en: `${en} · Reports`, fr: `${fr} · Rapports` }));

/** Screens the menu opens from another one: a form, an import (titled by itself), a defect report. */
const innerScreens: Screen[] = [
  screen('/vehicles/new', vehiclesLabel),
  screen('/work-orders/new', workOrdersLabel),
  screen('/defects/report', defectsLabel),
  { path: '/import/vehicles', title: titled({ en: 'Import vehicles', fr: 'Importer des véhicules' }) },
];

/** The fixture vehicle's record (titled by its number) and its edit form. */
async function recordScreens(page: Page): Promise<Screen[]> {
  const headers = await apiHeaders(page);
  const response = await page.request.get('/api/vehicles/ids', { headers });
  const { data } = (await response.json()) as { data: { id: number; equipment_number: string }[] };
  const id = data.find((entry) => entry.equipment_number === vehicle.equipmentNumber)!.id;
  return [
    screen(`/vehicles/${id}/overview`, { en: vehicle.equipmentNumber, fr: vehicle.equipmentNumber }),
    screen(`/vehicles/${id}`, vehiclesLabel),
  ];
}

/**
 * Every admin screen, in a fixed order so the parts below always split it the same way. Not here:
 * a defect, a work order and an inspection form's editor, which need records the fresh server
 * does not have (the defects and inspection forms journeys run axe on theirs); `/login/sso` and
 * `/qr/:number` only pass on to another screen.
 */
async function adminScreens(page: Page): Promise<Screen[]> {
  return [...menuScreens, ...reportScreens, ...innerScreens, ...(await recordScreens(page))];
}

/** The driver's and the supervisor's menu: their checklist (a truck chosen, its items shown) first. */
const crewScreens: Screen[] = [
  {
    ...screen('/dashboard', { en: 'Home', fr: 'Accueil' }),
    open: async (page, language) => {
      await page
        .getByRole('combobox', { name: language === 'en' ? 'Equipment Number' : 'Numéro d’équipement' })
        .selectOption(vehicle.equipmentNumber, { timeout: 20_000 });
      await expect(page.getByRole('switch').first()).toBeVisible();
    },
  },
  screen('/checklists', { en: 'Checklists', fr: 'Listes de vérification' }),
  screen('/vehicle-defects', defectsLabel),
  screen('/report-defect', { en: 'Report a Defect', fr: 'Signaler une défectuosité' }),
  screen('/fuel/add', { en: 'Add Fuel', fr: 'Ajouter du carburant' }),
];

/** "rule: target, target" for each violation, so a failure names what to fix. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * What axe finds on the page (or only its main content) that issues 18 and 35 forbid: colour
 * contrast, accessible names without their visible text, and anything serious or critical.
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

/** Opens `path` inside the app, as a menu link goes: a full page load per screen made the sweep minutes long. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((address) => {
    window.history.pushState({}, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/** Waits for the screen's data: its heading drawn, no table busy, no loader spinning. */
async function settled(page: Page) {
  await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#main-content [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('#main-content .mantine-Loader-root')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * Opens each screen, waits for its data, and checks its tab title and axe's verdict; the findings
 * of every screen are collected, so one run lists all that is left to fix. The shell (header,
 * menu) is the same on every screen: it is checked on the first one only.
 */
async function visitScreens(page: Page, screens: Screen[], language: Language, found: string[]) {
  for (const [index, { path, title, open }] of screens.entries()) {
    await openInApp(page, path);
    await settled(page);
    await open?.(page, language);
    await expect(page, `${path} in ${language}`).toHaveTitle(title[language]);
    found.push(...(await axeFindings(page, `${path} [${language}]`, index > 0)));
  }
}

/** Chooses French in the account menu, as a person does. */
async function switchToFrench(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

/** Three parts of the admin's screens, so two workers share them and no test runs for minutes. */
const adminParts = [0, 1, 2] as const;

for (const language of ['en', 'fr'] as const) {
  for (const part of adminParts) {
    test(`an admin finds part ${part + 1} of the screens titled and accessible (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      // A site that still holds the demo fleet shows its banner on every admin screen (its title
      // failed contrast once). Said in this browser only: demo data on the shared server would
      // change what every other journey reads.
      await page.route('**/api/demo_data', (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ json: { data: { present: true, accounts: 3 }, message: 'OK' } })
          : route.fallback(),
      );
      await signIn(page, 'admin');
      if (language === 'fr') await switchToFrench(page);
      const screens = await adminScreens(page);
      const size = Math.ceil(screens.length / adminParts.length);
      const found: string[] = [];
      await visitScreens(page, screens.slice(part * size, (part + 1) * size), language, found);
      await expect(
        page.getByRole('region', { name: language === 'en' ? 'Demo data' : 'Données de démonstration' }),
      ).toBeVisible();
      expect(found).toEqual([]);
    });
  }
}

// A driver on a small phone (360 px) and a supervisor on a larger one (390 px): the widths where
// French labels were cut.
const phones: { role: AccountRole; width: number }[] = [
  { role: 'driver', width: 360 },
  { role: 'supervisor', width: 390 },
];

for (const { role, width } of phones) {
  test(`a ${role} finds every screen accessible and nothing cut on a ${width} px phone, in English and in French`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, role);
    const found: string[] = [];
    for (const language of ['en', 'fr'] as const) {
      if (language === 'fr') await switchToFrench(page);
      await visitScreens(page, crewScreens, language, found);
      for (const { path } of crewScreens) {
        await openInApp(page, path);
        await settled(page);
        const where = `${path} [${language}]`;
        found.push(...(await cutWords(page)).map((words) => `${where} cuts "${words}"`));
        found.push(...(await smallTapTargets(page)).map((control) => `${where} small: ${control}`));
      }
      // The menu's drawer, with its links and Sign Out.
      const burger = (name: Label) => page.getByRole('button', { name: name[language], exact: true });
      await burger({ en: 'Open navigation', fr: 'Ouvrir la navigation' }).click();
      await expect(page.locator('nav').getByRole('link').first()).toBeInViewport();
      found.push(...(await smallTapTargets(page)).map((control) => `menu [${language}] small: ${control}`));
      await burger({ en: 'Close navigation', fr: 'Fermer la navigation' }).click();
      await expect(burger({ en: 'Open navigation', fr: 'Ouvrir la navigation' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    expect(found).toEqual([]);
  });
}

/** The signed-out screens, and the page for an address that leads nowhere. */
const guestScreens: { path: string; heading: Label }[] = [
  { path: '/login', heading: { en: 'Sign in', fr: 'Connexion' } },
  { path: '/forgot-password', heading: { en: 'Forgot your password?', fr: 'Mot de passe oublié ?' } },
  {
    path: '/reset-password/not-a-real-token',
    heading: { en: 'Choose a new password', fr: 'Choisir un nouveau mot de passe' },
  },
  { path: '/no-such-screen', heading: { en: 'Page not found', fr: 'Page introuvable' } },
];

test('a person not signed in finds the sign-in screens accessible, in English and in French', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const found: string[] = [];
  for (const language of ['en', 'fr'] as const) {
    for (const { path, heading } of guestScreens) {
      await page.goto(path);
      if (language === 'fr' && path === guestScreens[0]!.path) {
        await page.getByRole('button', { name: 'Français' }).click();
      }
      await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible();
      found.push(...(await axeFindings(page, `${path} [${language}]`)));
    }
  }
  expect(found).toEqual([]);
});

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
  // The signature box arrives in a chunk of its own and is taller than its loading line: measured
  // before it is in, Submit moved 600 px down under the footer after the browser had scrolled.
  await expect(page.getByText('Loading the signature box…')).toHaveCount(0);
  await expect(page.getByTestId('signature-pad')).toBeVisible();

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
