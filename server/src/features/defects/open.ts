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
  updateDefect,
  type DefectRow,
} from './queries.js';
import { announceOpenedDefects } from './webhook-events.js';

export type FailedChecklist = {
  /** The checklist of the report, or null for a defect reported on its own (`POST api/defects`). */
  checklistId: number | null;
  /** Without a checklist: the form version the item was reported on, which names it (kept on a new defect). */
  formVersionId?: number | null;
  vehicleId: number;
  equipmentNumber: string;
  vehicleParentType: string;
  /** The items answered "no" (or the one item reported). */
  items: string[];
  remarks: string | null;
  /** The driver's notes on failed items (item -> note): an item's note is its occurrence's remarks. */
  notes?: Record<string, string>;
  /** Classes the inspection form sets (item -> class, issue 36); other items keep their Settings class. */
  severities?: Record<string, DefectSeverity>;
  /** The defect description found on an item (item -> code, `1.A`), kept on the occurrence and the new defect. */
  codes?: Record<string, string>;
  /** Who reported it, kept on the occurrence when there is no checklist to say so. */
  reportedBy?: number | null;
  reportedAt: Date;
  actorId: number;
};

/** The occurrence each failed item wrote, and the defect it belongs to. */
export type RecordedOccurrence = { item: string; defectId: number; occurrenceId: number };

const dueAt = (severity: DefectSeverity, reportedAt: Date) =>
  severity === 'minor' ? new Date(reportedAt.getTime() + minorDefectDueHours * 3_600_000) : null;

/**
 * Called inside the transaction that stores the checklist (or the report): each "no" opens a
 * defect, or adds an occurrence to the unfinished defect of that vehicle and item. The partial
 * unique index `defects_one_open` keeps two submissions from opening duplicates. A major
 * description found on an unfinished minor defect makes it major (the vehicle may not be driven).
 * New defects (and a vehicle taken out of service) are told to webhooks in the same transaction.
 */
export async function recordFailedItems(db: Database, failed: FailedChecklist): Promise<RecordedOccurrence[]> {
  if (failed.items.length === 0) return [];
  const classes = await listItemClassRows(db);
  const unfinished = await findUnfinishedDefects(db, failed.vehicleId, failed.items);
  const wasOutOfService = await hasUnfinishedMajorDefect(db, failed.vehicleId);
  const opened: DefectRow[] = [];
  const escalated: DefectRow[] = [];
  const recorded: RecordedOccurrence[] = [];
  for (const item of failed.items) {
    const severity = failed.severities?.[item] ?? severityOf(classes, item, failed.vehicleParentType);
    const code = failed.codes?.[item] ?? null;
    const existing = unfinished.find((row) => row.item === item);
    let defectId = existing?.id;
    if (existing === undefined) {
      const created = await insertDefect(db, {
        vehicleId: failed.vehicleId,
        item,
        severity,
        code,
        status: 'open',
        reportedAt: failed.reportedAt,
        dueAt: dueAt(severity, failed.reportedAt),
        checklistId: failed.checklistId,
        formVersionId: failed.formVersionId ?? null,
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
    } else if (code !== null && failed.codes && severity === 'major' && existing.severity === 'minor') {
      const change = { severity, code, dueAt: null };
      await updateDefect(db, existing.id, change);
      escalated.push({ ...existing, ...change });
      await recordAudit(db, {
        actorId: failed.actorId,
        action: 'update',
        entity: 'defect',
        entityId: existing.id,
        before: { severity: existing.severity, code: existing.code, dueAt: existing.dueAt },
        after: change,
      });
    }
    const occurrenceId = await insertOccurrence(db, {
      defectId: defectId!,
      checklistId: failed.checklistId,
      remarks: failed.notes?.[item] ?? failed.remarks,
      code,
      reportedBy: failed.reportedBy ?? null,
      reportedAt: failed.reportedAt,
    });
    recorded.push({ item, defectId: defectId!, occurrenceId });
  }
  const vehicle = { id: failed.vehicleId, equipmentNumber: failed.equipmentNumber, wasOutOfService };
  await announceOpenedDefects(db, vehicle, opened, failed.reportedAt, escalated);
  return recorded;
}
