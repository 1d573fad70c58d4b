import { addDays } from 'date-fns';
import {
  apiTokenMessages,
  apiTokenPrefix,
  type ApiToken,
  type CreatedApiToken,
  type NewApiTokenRequest,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { CurrentUser, SignedInSession } from '../../plugins/authentication.js';
import { fullName } from '../auth/index.js';
import {
  findLiveApiToken,
  insertApiToken,
  listUserApiTokens,
  revokeApiToken,
  toApiToken,
  touchApiToken,
} from './queries.js';

/** Tokens are made and revoked from a signed-in session only: a leaked token cannot mint another. */
export function requireSession(user: CurrentUser): void {
  if (user.apiToken) throw new AppError('forbidden', apiTokenMessages.sessionOnly);
}

export async function createApiToken(
  context: AppContext,
  user: CurrentUser,
  input: NewApiTokenRequest,
): Promise<CreatedApiToken> {
  requireSession(user);
  const token = `${apiTokenPrefix}${newToken()}`;
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const row = await insertApiToken(transaction, {
      userId: user.id,
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(token),
      now,
      expiresAt: addDays(now, input.expires_in_days),
    });
    await recordAudit(transaction, {
      actorId: user.id,
      action: 'create',
      entity: 'api_token',
      entityId: row.id,
      after: { name: row.name, scope: row.scope, expires_at: row.expiresAt.toISOString() },
    });
    return { ...toApiToken(row), token };
  });
}

export async function listApiTokens(
  context: AppContext,
  user: CurrentUser,
  request: PageRequest,
): Promise<ListPage<ApiToken>> {
  requireSession(user);
  const { rows, total } = await listUserApiTokens(context.db, user.id, request);
  return { rows: rows.map(toApiToken), total };
}

export async function revokeOwnApiToken(context: AppContext, user: CurrentUser, id: number): Promise<void> {
  requireSession(user);
  await context.db.transaction(async (transaction) => {
    const row = await revokeApiToken(transaction, user.id, id, context.clock.now());
    if (!row) throw new AppError('not_found', apiTokenMessages.notFound);
    await recordAudit(transaction, {
      actorId: user.id,
      action: 'update',
      entity: 'api_token',
      entityId: row.id,
      before: { revoked_at: null },
      after: { revoked_at: row.revokedAt!.toISOString() },
    });
  });
}

/** The admin behind a live personal API token, for the authentication hook. */
export async function findApiTokenUser(context: AppContext, token: string): Promise<SignedInSession | undefined> {
  const now = context.clock.now();
  const found = await findLiveApiToken(context.db, hashToken(token), now);
  if (!found) return undefined;
  const { token: row, user } = found;
  return {
    user: {
      id: user.id,
      role: user.role,
      name: fullName(user),
      email: user.email,
      sessionId: null,
      apiToken: { id: row.id, scope: row.scope },
    },
    touch: () => touchApiToken(context.db, row, now),
  };
}
