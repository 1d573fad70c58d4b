import { and, count, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { ApiToken, ApiTokenScope } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { apiTokens, users } from '../../db/schema/index.js';

/** How often a token's `last_used_at` is written: a script polling every second writes it once a minute. */
const touchIntervalMs = 60 * 1000;

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function insertApiToken(
  db: Database,
  values: { userId: number; name: string; scope: ApiTokenScope; tokenHash: string; now: Date; expiresAt: Date },
): Promise<ApiTokenRow> {
  const [row] = await db
    .insert(apiTokens)
    .values({ ...values, createdAt: values.now })
    .returning();
  return row!;
}

/** One page of the user's tokens, newest first. */
export async function listUserApiTokens(db: Database, userId: number, page: { limit: number; offset: number }) {
  const where = eq(apiTokens.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(apiTokens).where(where).orderBy(desc(apiTokens.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(apiTokens).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The user's tokens older than `previous`, newest first: keyset batches for the CSV export. */
export function listUserApiTokensAfter(db: Database, userId: number, previous: ApiTokenRow | undefined, limit: number) {
  const after = previous ? lt(apiTokens.id, previous.id) : undefined;
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), after))
    .orderBy(desc(apiTokens.id))
    .limit(limit);
}

/** Revokes one of the user's own live tokens; answers whether there was one. */
export async function revokeApiToken(
  db: Database,
  userId: number,
  id: number,
  now: Date,
): Promise<ApiTokenRow | undefined> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning();
  return row;
}

/** The token and its user, if the token is live and its user an enabled admin (a demoted admin's tokens stop). */
export async function findLiveApiToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, now),
        eq(users.enabled, true),
        eq(users.role, 'admin'),
      ),
    )
    .limit(1);
  return row;
}

export async function touchApiToken(db: Database, token: ApiTokenRow, now: Date): Promise<void> {
  if (token.lastUsedAt && now.getTime() - token.lastUsedAt.getTime() < touchIntervalMs) return;
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, token.id));
}
