import { apiTokenColumns } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { listUserApiTokensAfter, type ApiTokenRow } from './queries.js';
import { requireSession } from './service.js';

/** A token's state at `now`: revoked, past its expiry, or live. */
function tokenStatus(row: ApiTokenRow, now: Date): 'live' | 'expired' | 'revoked' {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'live';
}

function apiTokenFileColumns(now: Date) {
  return fileColumns(apiTokenColumns, {
    name: (row: ApiTokenRow) => row.name,
    scope: (row) => row.scope,
    created_at: (row) => row.createdAt,
    expires_at: (row) => row.expiresAt,
    last_used_at: (row) => row.lastUsedAt,
    revoked_at: (row) => row.revokedAt,
    status: (row) => tokenStatus(row, now),
  });
}

/** The signed-in admin's tokens, newest first (never the tokens themselves). */
export function apiTokenExport(context: AppContext, user: CurrentUser): FileExport<ApiTokenRow> {
  requireSession(user);
  return {
    name: 'api-tokens',
    columns: apiTokenFileColumns(context.clock.now()),
    read: (previous, limit) => listUserApiTokensAfter(context.db, user.id, previous, limit),
  };
}
