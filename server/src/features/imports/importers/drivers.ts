import { randomBytes } from 'node:crypto';
import { driverForm, driverMessages, importMessages, type DriverDetails } from '@fleet-ops/shared';
import type { FieldErrors } from '../../../lib/errors.js';
import { changeDriver, createDriver } from '../../drivers/index.js';
import { accountsByEmail, allowedLocationIds } from '../lookup-queries.js';
import { preparedRow, type Importer } from './importer.js';

/** The file names the work location; the form picks its id. */
const rename = { location_id: 'work_location' };

/**
 * Drivers, matched on the email (their sign-in), checked with the edit driver form's schema. A
 * new driver gets a random password nobody knows: passwords never travel in spreadsheets. They
 * choose theirs with "Forgot password?" on the sign-in page, or an admin sets one.
 */
export const driverImporter: Importer<DriverDetails> = {
  async prepare(context, rows) {
    const locations = await allowedLocationIds(context.db);
    const accounts = await accountsByEmail(
      context.db,
      rows.map((values) => (values.driver_email ?? '').toLowerCase()),
    );
    return rows.map((values) => {
      const locationName = values.work_location ?? '';
      const locationId = locations.get(locationName.toLowerCase());
      const found: FieldErrors = {};
      if (locationName !== '' && locationId === undefined) found.work_location = [importMessages.locationUnknown];
      const email = (values.driver_email ?? '').toLowerCase();
      const account = accounts.get(email);
      // The email signs in someone who is not a driver: the add form would refuse it too.
      if (account === null) found.driver_email = [driverMessages.emailTaken];
      const parsed = driverForm.safeParse({ ...values, location_id: locationId ?? '' });
      return preparedRow(account ?? null, parsed, found, rename);
    });
  },
  async save(context, { existingId, input }, actorId) {
    if (existingId === null) {
      await createDriver(context, { ...input, driver_password: randomBytes(24).toString('base64url') }, actorId);
    } else {
      await changeDriver(
        context,
        existingId,
        { kind: 'details', driver_id: undefined, new_password: undefined, details: input },
        actorId,
      );
    }
  },
};
