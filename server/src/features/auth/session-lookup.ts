import type { AppContext } from '../../app-context.js';
import { hashToken } from '../../lib/tokens.js';
import type { SignedInSession } from '../../plugins/authentication.js';
import { findSessionUser, touchSession } from './queries.js';

/**
 * The authentication plugin's session lookup (app.ts hands it over): the user behind a bearer
 * token, if the session is live (not revoked, expired, or idle for `sessionIdleMs`) and the
 * account enabled. `touch` records the use, at most once a minute (`touchIntervalMs`).
 */
export async function findSignedInSession(context: AppContext, token: string): Promise<SignedInSession | undefined> {
  const { db, clock, config } = context;
  const found = await findSessionUser(db, hashToken(token), clock.now(), config.sessionIdleMs);
  if (!found) return undefined;
  return { user: found.user, touch: () => touchSession(db, found.session, clock.now()) };
}
