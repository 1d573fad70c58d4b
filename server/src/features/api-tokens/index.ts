/** Personal API tokens for admins' scripts. */
import { apiTokenPrefix } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { SignedInSession } from '../../plugins/authentication.js';
import { findApiTokenUser } from './service.js';

type FindSession = (context: AppContext, token: string) => Promise<SignedInSession | undefined>;

/** The session lookup, taught personal API tokens (told apart by their prefix). */
export function withApiTokens(findSession: FindSession): FindSession {
  return (context, token) =>
    token.startsWith(apiTokenPrefix) ? findApiTokenUser(context, token) : findSession(context, token);
}
