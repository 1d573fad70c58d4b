import { AxeBuilder } from '@axe-core/playwright';
import { expect, signIn, test } from './support/fixtures.js';

test.describe.configure({ timeout: 120_000 });

test('an admin finds a licence on Renewals, follows it to the driver, and sees the digest job in Settings', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Renewals' }).click();
  await expect(page).toHaveURL(/\/renewals$/);
  await expect(page.getByRole('heading', { name: 'Renewals' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Renewals' });
  const licence = table.getByRole('row').filter({ hasText: 'NL-E2E-0001' });
  await expect(licence).toContainText('Driver’s licence');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Only the red ones: the licence runs to 2028, so it leaves the list and the address says why.
  await page.getByRole('checkbox', { name: 'Due or overdue only' }).check();
  await expect(page).toHaveURL(/overdue=1/);
  await expect(licence).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Due or overdue only' }).uncheck();

  await licence.getByRole('link', { name: /^Renew Driver’s licence of / }).click();
  await expect(page).toHaveURL(/\/drivers\?search=/);
  await expect(page.getByText('NL-E2E-0001', { exact: true })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  const digest = page.getByRole('region', { name: 'Daily digest email' });
  await expect(digest.getByRole('textbox', { name: /Digest time/ })).toHaveValue('06:00');
  // The server planned the job when it started: its next run is shown.
  const job = digest.getByRole('table', { name: 'Scheduled jobs' }).getByRole('row', { name: /Daily digest/ });
  await expect(job).not.toContainText('Not yet');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const mine = digest.getByRole('switch', { name: /Send the daily digest to me/ });
  await expect(mine).toBeChecked();
  await mine.click({ force: true });
  await expect(page.getByText('Your daily digest preference has been saved.')).toBeVisible();
  await expect(mine).not.toBeChecked();
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Daily digest email' });
  await expect(reloaded.getByRole('switch', { name: /Send the daily digest to me/ })).not.toBeChecked({
    timeout: 20_000,
  });
});
