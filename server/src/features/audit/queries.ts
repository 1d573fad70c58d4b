import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import type { PageRequest } from '../../lib/pagination.js';
import { fullName } from '../auth/index.js';

type AuditFilter = { entity?: string; entity_id?: string; action?: string };

function auditConditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entity_id ? eq(auditLog.entityId, filter.entity_id) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
  );
}

export async function listAuditEntries(db: Database, filter: AuditFilter, page: PageRequest) {
  const where = auditConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: { firstName: users.firstName, lastName: users.lastName } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const entries: AuditEntry[] = rows.map(({ entry, actor }) => ({
    id: entry.id,
    actor_id: entry.actorId,
    actor_name:
      actor?.firstName !== undefined && actor.firstName !== null
        ? fullName({ firstName: actor.firstName, lastName: actor.lastName ?? '' })
        : null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    changes: entry.changes,
    created_at: entry.createdAt.toISOString(),
  }));
  return { rows: entries, total: total?.value ?? 0 };
}
