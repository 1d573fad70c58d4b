import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { countUsers } from './queries.js';
import { createAccount } from './service.js';

/**
 * On a brand-new database, creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD (a random
 * password when none is set) and returns the sign-in to print. Does nothing once anyone exists.
 */
export async function ensureFirstAdmin(context: AppContext): Promise<{ email: string; password: string } | undefined> {
  if ((await countUsers(context.db)) > 0) return undefined;
  const password = context.config.adminPassword ?? randomBytes(9).toString('base64url');
  const email = context.config.adminEmail;
  await createAccount(context, { email, password, firstName: 'Fleet', lastName: 'Admin', role: 'admin' }, null);
  return { email, password };
}
