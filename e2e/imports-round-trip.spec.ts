import { readFile } from 'node:fs/promises';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';

/**
 * Issue 34: an admin who reads the app in French exports Drivers as CSV and imports the same file
 * back unchanged: every row an update, no error, the export-only columns left out with a note,
 * and the rotation 5/2 still 5/2 afterwards. The journey makes its own driver, found by search.
 */
test('an admin in French exports Drivers as CSV and imports the same file back with no error', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await signIn(page, 'admin');

  const stamp = Date.now().toString(36);
  const email = `round-trip-${stamp}@e2e.test`;
  const headers = await apiHeaders(page);
  const locations = await page.request.get('/api/locations', { headers });
  const [location] = ((await locations.json()) as { data: { id: number }[] }).data;
  const created = await page.request.post('/api/drivers', {
    headers,
    data: {
      driver_name: `Aller Retour ${stamp}`,
      drive_in_pit: true,
      location_id: location!.id,
      rotation: '5/2',
      pit_permit: 'no',
      supervisor: 'Sue Pervisor',
      phone_number: '+1 709 555 0177',
      license_no: `NL ${stamp}`,
      expiry_date: '2031-01-31',
      driver_email: email,
      driver_password: 'driver-password-9',
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);

  await page.goto(`/drivers?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row').filter({ hasText: `Aller Retour ${stamp}` })).toBeVisible({ timeout: 20_000 });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const download = await downloading;
  const file = await readFile(await download.path());
  // French: semicolons, Oui/Non, and the rotation written so no spreadsheet makes it a date.
  expect(file.toString('utf8')).toContain(';5\u22152;');

  await page.getByRole('link', { name: 'Importer' }).click();
  await expect(page.getByRole('heading', { name: 'Importer des chauffeurs' })).toBeVisible();
  await expect(page.getByText(/^Obligatoires dans chaque ligne/)).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'chauffeurs.csv', mimeType: 'text/csv', buffer: file });
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();

  await expect(page.getByText('Mises à jour : 1')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Erreurs : 0')).toBeVisible();
  await expect(
    page.getByText('Colonnes laissées de côté, car elles sont exportées mais pas importées : Activé, Archivé.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer l’importation' }).click();
  await expect(page.getByText('Importation terminée : 0 ajoutées, 1 mises à jour.')).toBeVisible({ timeout: 60_000 });

  const after = await page.request.get(`/api/drivers?search=${encodeURIComponent(email)}`, { headers });
  const [driver] = ((await after.json()) as { data: object[] }).data;
  expect(driver).toMatchObject({ rotation: '5/2', pit_permit: 'no', drive_in_pit: true });
});
