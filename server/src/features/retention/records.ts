import { disposedVehicleKeptMessage, vehicleKeptMessage } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEventHandler } from '../../lib/domain-events.js';
import { AppError } from '../../lib/errors.js';
import { dayMonthsAfter, latestKeep, refuseWhileKept, type KeptBy } from './kept.js';
import { monthsOf, readRetentionPeriods } from './periods.js';
import { findVehicleDisposal, latestRepairOfChecklist, latestVehicleRecords, workOrderHasDefects } from './queries.js';

/**
 * Which rule keeps each kind of record, from which day (docs/records.md). Every delete of such a
 * record calls one of these inside its transaction, before it deletes.
 */

/** A work order is a maintenance record (2 years), and repair proof too when it repaired defects. */
export async function refuseWorkOrderDeletion(
  db: Database,
  clock: Clock,
  order: { id: number; openedOn: string; completedOn: string | null },
): Promise<void> {
  const day = order.completedOn ?? order.openedOn;
  const reasons: KeptBy[] = [{ kind: 'maintenance', at: day }];
  if (await workOrderHasDefects(db, order.id)) reasons.push({ kind: 'repairs', at: day });
  await refuseWhileKept(db, clock, 'work order', reasons);
}

/**
 * A fill-up is kept as repair proof (12 months): Fleet Ops records no link between a fill-up and
 * a repair, so every fill-up is kept as if it were one rather than letting a linked one go.
 */
export async function refuseFillUpDeletion(db: Database, clock: Clock, entry: { date: string }): Promise<void> {
  await refuseWhileKept(db, clock, 'fill-up', [{ kind: 'repairs', at: entry.date }]);
}

/** A checklist is kept 6 months, and as long as the repair record of a defect it opened. */
export async function refuseChecklistDeletion(
  db: Database,
  clock: Clock,
  checklist: { id: number; createdAt: Date },
): Promise<void> {
  const repairedAt = await latestRepairOfChecklist(db, checklist.id);
  const reasons: KeptBy[] = [{ kind: 'checklists', at: checklist.createdAt }];
  if (repairedAt) reasons.push({ kind: 'repairs', at: repairedAt });
  await refuseWhileKept(db, clock, 'checklist', reasons);
}

/**
 * Before a vehicle is deleted (lib/domain-events.ts). A disposed vehicle's records are kept the
 * disposal period after its disposal day, then it may go; any other vehicle waits for its newest
 * record of each kind, and the refusal says to dispose of it instead.
 */
async function refuseVehicleDeletion(db: Database, clock: Clock, vehicleId: number): Promise<void> {
  const periods = await readRetentionPeriods(db);
  const disposal = await findVehicleDisposal(db, vehicleId);
  if (disposal?.disposedOn) {
    const months = monthsOf(periods, 'disposed');
    const until = dayMonthsAfter(disposal.disposedOn, months);
    if (until > clock.today()) {
      throw new AppError('conflict', disposedVehicleKeptMessage(disposal.disposedOn, until, months));
    }
    return;
  }
  const latest = await latestVehicleRecords(db, vehicleId);
  const reasons: KeptBy[] = [
    ...(latest.checklistAt ? [{ kind: 'checklists' as const, at: latest.checklistAt }] : []),
    ...(latest.repairAt ? [{ kind: 'repairs' as const, at: latest.repairAt }] : []),
    ...(latest.fuelOn ? [{ kind: 'repairs' as const, at: latest.fuelOn }] : []),
    ...latest.maintenanceOn.map((day) => ({ kind: 'maintenance' as const, at: day })),
  ];
  const keep = latestKeep(clock, periods, reasons);
  if (keep) throw new AppError('conflict', vehicleKeptMessage(keep.until, keep.kind, keep.months));
}

export const keepVehicleRecords: DomainEventHandler<'vehicle deleted'> = async (context, transaction, { vehicle }) => {
  await refuseVehicleDeletion(transaction, context.clock, vehicle.id);
};
