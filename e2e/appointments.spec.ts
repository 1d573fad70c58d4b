import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fixtureFleet } from './support/fixture-fleet.js';
import { apiHeaders, expect, signIn, test } from './support/fixtures.js';
import { businessToday, chooseOption, toast } from './support/helpers.js';

// Long journeys on a shared, sometimes busy machine.
test.describe.configure({ timeout: 120_000 });

/** Deletes the vehicle's bookings of the day a failed earlier attempt of a journey may have left. */
async function clearBookings(page: Page, vinNo: string, day: string) {
  const headers = await apiHeaders(page);
  const answer = await page.request.get(`/api/appointments?start=${day}&end=${day}&when=all`, { headers });
  const { data } = (await answer.json()) as { data: { id: number; VIN_No: string }[] };
  for (const booking of data.filter((row) => row.VIN_No === vinNo)) {
    await page.request.delete(`/api/appointments/${booking.id}`, { headers });
  }
}

/** A segmented control's option: its radio is visually hidden, so the label is what a person clicks. */
async function chooseSegment(page: Page, name: string) {
  await page
    .locator('.mantine-SegmentedControl-label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

test('an admin books a cleaning, sees it in the table and the calendar, edits it, reads the comment, deletes it', async ({
  page,
}) => {
  const vehicle = fixtureFleet.assignedVehicle;
  const today = businessToday();
  const comment = 'Full interior wash, then vacuum the cab and the bed';

  await signIn(page, 'admin');
  await clearBookings(page, vehicle.vinNo, today);
  await page.getByRole('navigation').getByRole('link', { name: 'Appointments' }).click();
  await expect(page).toHaveURL(/\/appointments$/);
  await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Week' }).locator('option').first()).toHaveText('Select Week');

  // Add: the empty popup names every required field, then a cleaning is booked.
  await page.getByRole('button', { name: 'Add New' }).click();
  const form = page.getByRole('dialog', { name: 'Add Appointment' });
  await form.getByRole('button', { name: 'Add Appointment' }).click();
  for (const message of [
    'Vehicle No. is required',
    'Date is required',
    'Appointment type is required',
    'Location is required',
    'Time is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await chooseOption(page, 'Vehicle', `${vehicle.equipmentNumber} · ${vehicle.vehicleType}`);
  await expect(form.getByLabel('Vehicle # (VIN)')).toHaveValue(vehicle.vinNo);
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(today);
  await form.getByRole('textbox', { name: 'Date', exact: true }).press('Tab');
  await form.getByLabel('Time').fill('06:17');
  await chooseOption(page, 'Appointment', 'Cleaning');
  await chooseOption(page, 'Location', 'Colby Building');
  await form.getByLabel('Comments').fill('x'.repeat(256));
  await form.getByRole('button', { name: 'Add Appointment' }).click();
  await expect(form.getByText('Comments may not be greater than 255 characters.')).toBeVisible();
  await form.getByLabel('Comments').fill(comment);
  await form.getByRole('button', { name: 'Add Appointment' }).click();
  await expect(toast(page, 'Appointment has been created successfully.')).toBeVisible();
  await expect(form).toBeHidden();

  // The table: one row for the booking, the comment cut to 15 characters.
  const table = page.getByRole('table', { name: 'Appointments' });
  const row = table.getByRole('row').filter({ hasText: vehicle.vinNo });
  await expect(row).toHaveCount(1);
  for (const text of [vehicle.equipmentNumber, vehicle.vehicleType, 'Cleaning', 'Colby Building', '6:17 a.m.']) {
    await expect(row).toContainText(text);
  }
  await expect(row.getByRole('button', { name: 'Full interior w...' })).toBeVisible();

  // The same vehicle, day and time cannot be booked twice.
  await page.getByRole('button', { name: 'Add New' }).click();
  const again = page.getByRole('dialog', { name: 'Add Appointment' });
  await chooseOption(page, 'Vehicle', `${vehicle.equipmentNumber} · ${vehicle.vehicleType}`);
  await again.getByRole('textbox', { name: 'Date', exact: true }).fill(today);
  await again.getByRole('textbox', { name: 'Date', exact: true }).press('Tab');
  await again.getByLabel('Time').fill('06:17');
  await chooseOption(page, 'Appointment', 'Repair');
  await chooseOption(page, 'Location', 'Sept Iles');
  await again.getByRole('button', { name: 'Add Appointment' }).click();
  await expect(again.getByText('This vehicle already has an appointment at that date and time.')).toBeVisible();
  // Its fields were filled: closing asks before the typed booking is thrown away.
  await again.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(again).toBeHidden();

  // The full comment opens in a popup.
  await row.getByRole('button', { name: 'Full interior w...' }).click();
  const popup = page.getByRole('dialog', { name: 'Comments' });
  await expect(popup).toContainText(comment);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // Choosing this week keeps it in the list.
  const week = page.getByRole('combobox', { name: 'Week' });
  await week.selectOption({ index: 1 });
  await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
  await expect(row).toHaveCount(1);

  // The calendar shows the booking on its day; the chip opens the edit popup.
  await chooseSegment(page, 'Calendar');
  const calendar = page.getByRole('region', { name: 'Calendar of appointments' });
  const chip = calendar.getByRole('button', { name: `6:17 a.m. ${vehicle.equipmentNumber} · Cleaning` });
  await expect(chip).toBeVisible();
  await expect(calendar.locator(`[data-date="${today}"]`)).toContainText(vehicle.equipmentNumber);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await chooseSegment(page, 'Month');
  await expect(chip).toBeVisible();
  await chip.click();
  const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
  await expect(edit.getByLabel('Comments')).toHaveValue(comment);
  await edit.getByLabel('Time').fill('10:45');
  await chooseOption(page, 'Appointment', 'Maintenance');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Appointment has been updated successfully.')).toBeVisible();
  await expect(
    calendar.getByRole('button', { name: `10:45 a.m. ${vehicle.equipmentNumber} · Maintenance` }),
  ).toBeVisible();

  // Back in the table: the change is there; delete asks first.
  await chooseSegment(page, 'Table');
  await expect(row).toContainText('10:45 a.m.');
  await expect(row).toContainText('Maintenance');
  await row.getByRole('button', { name: /^Delete appointment of/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Appointment' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete the appointment? The data related to appointment will be lost.',
  );
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Appointment has been deleted successfully.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
