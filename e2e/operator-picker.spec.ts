import { accounts } from './support/accounts.js';
import { signTheRecord } from './support/checklist-record.js';
import { fixtureFleet } from './support/fixture-fleet.js';
import { expect, signIn, test } from './support/fixtures.js';

const vehicle = fixtureFleet.assignedVehicle;

/**
 * Twenty more people in the supervisor's crew, as the form receives them. Added to the server's
 * answer in this browser only: twenty real drivers in the shared fixture would give every other
 * journey's supervisor the long list too. The person chosen, and the checklist stored, are real.
 */
const moreCrew = Array.from({ length: 20 }, (_, index) => ({
  id: 900_001 + index,
  name: `Crew Member ${String(index + 1).padStart(2, '0')}`,
}));

test.use({ viewport: { width: 390, height: 844 } });

test('a supervisor with a long crew finds the operator by typing, in rows a gloved finger can hit', async ({
  page,
}) => {
  // The crew as the form receives it: other journeys may have given this supervisor more drivers.
  let crewSize = 0;
  await page.route('**/api/checklist/form_options', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { operators: { id: number; name: string }[] } };
    body.data.operators.push(...moreCrew);
    crewSize = body.data.operators.length;
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'supervisor');
  await page
    .getByRole('combobox', { name: 'Equipment Number' })
    .selectOption(vehicle.equipmentNumber, { timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Vehicle Type' })).toHaveValue(vehicle.vehicleType);
  const hint = await page.getByText(/^Last reading: [\d,]+( km)?$/).textContent();
  await page.getByRole('textbox', { name: 'ODM Read' }).fill(String(Number((hint ?? '').replace(/\D/g, '')) + 10));

  // Over 15 people: not the phone's own list (a <select>) but a box to type into.
  const operator = page.getByRole('combobox', { name: 'Operator' });
  await expect(operator).toHaveJSProperty('tagName', 'INPUT');
  await operator.click();
  // The picker's own rows (the vehicle's native list has options too).
  const rows = page.getByRole('listbox').getByRole('option');
  expect(crewSize).toBeGreaterThan(moreCrew.length);
  await expect(rows).toHaveCount(crewSize);
  for (const row of await rows.all()) {
    expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  }
  // A few letters of the name leave only that person.
  const [firstName] = accounts.driver.name.split(' ');
  await operator.fill(firstName!);
  await expect(rows).toHaveText([accounts.driver.name]);
  await operator.fill('Nobody Here');
  await expect(page.getByText('Nobody by that name')).toBeVisible();
  await operator.fill(firstName!);
  await rows.filter({ hasText: accounts.driver.name }).click();
  await expect(operator).toHaveValue(accounts.driver.name);

  await signTheRecord(page);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/checklist') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Checklist has been submitted successfully.')).toBeVisible();
  // Stored for the person picked.
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect(((await answer.json()) as { data: { operator: string } }).data.operator).toBe(accounts.driver.name);
});
