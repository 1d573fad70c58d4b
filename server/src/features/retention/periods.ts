import {
  legalRetentionMonths,
  maxRetentionMonths,
  retentionKinds,
  retentionPeriodFields,
  type RetentionKind,
  type RetentionPeriods,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { listRetentionRows, saveRetentionRows } from './queries.js';

const settingKey = (kind: RetentionKind) => `retention_${kind}_months`;

/**
 * The months each kind of record is kept. A stored value below the legal minimum or not a whole
 * number (written by hand in the database) is read as the minimum: no row can shorten the law.
 */
export async function readRetentionPeriods(db: Database): Promise<RetentionPeriods> {
  const stored = new Map((await listRetentionRows(db)).map((row) => [row.key, row.value]));
  const periods = {} as RetentionPeriods;
  for (const kind of retentionKinds) {
    const value = stored.get(settingKey(kind));
    const minimum = legalRetentionMonths[kind];
    periods[retentionPeriodFields[kind]] =
      typeof value === 'number' && Number.isInteger(value) && value >= minimum && value <= maxRetentionMonths
        ? value
        : minimum;
  }
  return periods;
}

export function monthsOf(periods: RetentionPeriods, kind: RetentionKind): number {
  return periods[retentionPeriodFields[kind]];
}

/** `PUT api/retention_periods`: every period in one transaction, audited with before and after. */
export async function saveRetentionPeriods(
  context: AppContext,
  input: RetentionPeriods,
  actorId: number,
): Promise<RetentionPeriods> {
  return context.db.transaction(async (transaction) => {
    const before = await readRetentionPeriods(transaction);
    const values = Object.fromEntries(retentionKinds.map((kind) => [settingKey(kind), monthsOf(input, kind)]));
    await saveRetentionRows(transaction, values, actorId, context.clock.now());
    const after = await readRetentionPeriods(transaction);
    await recordAudit(transaction, {
      actorId,
      action: 'update',
      entity: 'retention_periods',
      entityId: 'site',
      before,
      after,
    });
    return after;
  });
}
