import {
  checklistKeptMessage,
  checklistMessages,
  checklistRepairKeptMessage,
  checklistRetentionMonths,
  repairRetentionMonths,
  vehicleRecordsKeptMessage,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEventHandler } from '../../lib/domain-events.js';
import { AppError } from '../../lib/errors.js';
import { deleteChecklistRow, latestRepairOpenedBy, latestVehicleRecords, lockChecklist } from './record-queries.js';

/**
 * The business day `months` calendar months after a moment's day; a day the month lacks becomes
 * its last day (31 August + 6 months = 28 or 29 February).
 */
export function dayMonthsAfter(clock: Clock, moment: Date, months: number): string {
  const [year, month, day] = clock.formatDateTime(moment).slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The first day a vehicle may be deleted, or null when it may be now: its checklists are kept 6
 * months and its defect repairs 12 months, whatever the role.
 */
async function vehicleRecordsKeptUntil(db: Database, clock: Clock, vehicleId: number): Promise<string | null> {
  const { checklistAt, repairAt } = await latestVehicleRecords(db, vehicleId);
  const dates = [
    checklistAt ? dayMonthsAfter(clock, checklistAt, checklistRetentionMonths) : null,
    repairAt ? dayMonthsAfter(clock, repairAt, repairRetentionMonths) : null,
  ].filter((date): date is string => date !== null);
  const latest = dates.sort().pop();
  return latest !== undefined && latest > clock.today() ? latest : null;
}

/** Before a vehicle is deleted (lib/domain-events.ts): refused while its records must be kept. */
export const keepVehicleRecords: DomainEventHandler<'vehicle deleted'> = async (context, transaction, { vehicle }) => {
  const keptUntil = await vehicleRecordsKeptUntil(transaction, context.clock, vehicle.id);
  if (keptUntil) throw new AppError('conflict', vehicleRecordsKeptMessage(keptUntil));
};

/**
 * `DELETE api/checklist/{id}` (admins): only a checklist older than 6 months whose defects'
 * repairs are older than 12 months; anything younger is a 409 naming the first day it may go.
 * Its photos and signature are removed once the deletion is committed.
 */
export async function deleteChecklist(context: AppContext, id: number, actorId: number): Promise<void> {
  const { clock } = context;
  const keys = await context.db.transaction(async (transaction) => {
    const row = await lockChecklist(transaction, id);
    if (!row) throw new AppError('not_found', checklistMessages.notFound);
    const keptUntil = dayMonthsAfter(clock, row.createdAt, checklistRetentionMonths);
    if (keptUntil > clock.today()) throw new AppError('conflict', checklistKeptMessage(keptUntil));
    const repairedAt = await latestRepairOpenedBy(transaction, id);
    const repairKeptUntil = repairedAt ? dayMonthsAfter(clock, repairedAt, repairRetentionMonths) : null;
    if (repairKeptUntil && repairKeptUntil > clock.today()) {
      throw new AppError('conflict', checklistRepairKeptMessage(repairKeptUntil));
    }
    const photoKeys = await deleteChecklistRow(transaction, id);
    await recordAudit(transaction, { actorId, action: 'delete', entity: 'checklist', entityId: id, before: row });
    return row.signatureKey ? [...photoKeys, row.signatureKey] : photoKeys;
  });
  for (const key of keys) {
    await context.files.remove(key).catch((error: unknown) => {
      context.logger.warn({ err: error, key }, 'A deleted checklist file could not be removed');
    });
  }
}
