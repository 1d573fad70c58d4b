import { minorDefectDueHours, type DefectSeverity } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { listItemClassRows } from './class-queries.js';
import { severityOf } from './classes.js';
import {
  findUnfinishedDefects,
  hasUnfinishedMajorDefect,
  insertDefect,
  insertOccurrence,
  type DefectRow,
} from './queries.js';
import { announceOpenedDefects } from './webhook-events.js';

export type FailedChecklist = {
  checklistId: number;
  vehicleId: number;
  equipmentNumber: string;
  vehicleParentType: string;
  /** The items answered "no". */
  items: string[];
  remarks: string | null;
  /** The driver's notes on failed items (item -> note): an item's note is its occurrence's remarks. */
  notes?: Record<string, string>;
  /** Classes the inspection form sets (item -> class, issue 36); other items keep their Settings class. */
  severities?: Record<string, DefectSeverity>;
  reportedAt: Date;
  actorId: number;
};

/**
 * Called by the checklist feature inside the transaction that stores the checklist: each "no"
 * opens a defect, or adds an occurrence to the unfinished defect of that vehicle and item.
 * The partial unique index `defects_one_open` keeps two submissions from opening duplicates.
 * New defects (and a vehicle taken out of service) are told to webhooks in the same transaction.
 */
export async function recordFailedItems(db: Database, failed: FailedChecklist): Promise<void> {
  if (failed.items.length === 0) return;
  const classes = await listItemClassRows(db);
  const unfinished = await findUnfinishedDefects(db, failed.vehicleId, failed.items);
  const wasOutOfService = await hasUnfinishedMajorDefect(db, failed.vehicleId);
  const opened: DefectRow[] = [];
  for (const item of failed.items) {
    let defectId = unfinished.find((row) => row.item === item)?.id;
    if (defectId === undefined) {
      const severity = failed.severities?.[item] ?? severityOf(classes, item, failed.vehicleParentType);
      const dueAt =
        severity === 'minor' ? new Date(failed.reportedAt.getTime() + minorDefectDueHours * 3_600_000) : null;
      const created = await insertDefect(db, {
        vehicleId: failed.vehicleId,
        item,
        severity,
        status: 'open',
        reportedAt: failed.reportedAt,
        dueAt,
        checklistId: failed.checklistId,
      });
      defectId = created.id;
      opened.push(created);
      await recordAudit(db, {
        actorId: failed.actorId,
        action: 'create',
        entity: 'defect',
        entityId: defectId,
        after: { ...created },
      });
    }
    await insertOccurrence(db, {
      defectId,
      checklistId: failed.checklistId,
      remarks: failed.notes?.[item] ?? failed.remarks,
      reportedAt: failed.reportedAt,
    });
  }
  const vehicle = { id: failed.vehicleId, equipmentNumber: failed.equipmentNumber, wasOutOfService };
  await announceOpenedDefects(db, vehicle, opened, failed.reportedAt);
}
