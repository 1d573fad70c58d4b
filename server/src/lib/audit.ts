import type { Database } from '../db/client.js';
import { auditLog, type AuditChanges } from '../db/schema/index.js';

/** Never copied into the trail, whatever entity they belong to. */
const secretFields = new Set(['password', 'passwordHash', 'password_hash', 'tokenHash', 'token_hash']);

type Snapshot = Record<string, unknown> | null | undefined;

function comparable(value: unknown): string {
  return JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));
}

/** The fields whose values differ between two snapshots of a row, secrets left out. */
export function changedFields(before: Snapshot, after: Snapshot): AuditChanges {
  const changes: AuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (secretFields.has(field)) continue;
    const old = before?.[field] ?? null;
    const current = after?.[field] ?? null;
    if (comparable(old) !== comparable(current)) changes[field] = { before: old, after: current };
  }
  return changes;
}

export type AuditRecord = {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  before?: Snapshot;
  after?: Snapshot;
};

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the change and
 * its record are kept or rolled back together.
 */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    changes: changedFields(record.before, record.after),
  });
}
