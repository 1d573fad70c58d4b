import { closedDefectStatuses, type DefectStatus } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { queueWebhookEvent } from '../webhooks/index.js';
import { findDefect, hasUnfinishedMajorDefect, type DefectRow } from './queries.js';

/**
 * The defects' webhook events (README "Webhooks"), queued in the caller's transaction. A vehicle
 * is out of service while it has an unfinished major defect, as the lists show it.
 */

type Vehicle = { id: number; equipmentNumber: string };

function defectData(defect: DefectRow, vehicle: Vehicle) {
  return {
    defect_id: defect.id,
    vehicle_id: vehicle.id,
    equipment_number: vehicle.equipmentNumber,
    item: defect.item,
    code: defect.code,
    severity: defect.severity,
    status: defect.status,
    checklist_id: defect.checklistId,
  };
}

/**
 * `defect.opened` for each new defect, and `vehicle.out_of_service` if a new major one (or a minor
 * one found major on a new report, `escalated`) took it out.
 */
export async function announceOpenedDefects(
  db: Database,
  vehicle: Vehicle & { wasOutOfService: boolean },
  opened: DefectRow[],
  at: Date,
  escalated: DefectRow[] = [],
): Promise<void> {
  for (const defect of opened) await queueWebhookEvent(db, 'defect.opened', defectData(defect, vehicle), at);
  const major = [...opened, ...escalated].filter((defect) => defect.severity === 'major');
  if (vehicle.wasOutOfService || major.length === 0) return;
  await queueWebhookEvent(
    db,
    'vehicle.out_of_service',
    { vehicle_id: vehicle.id, equipment_number: vehicle.equipmentNumber, defect_ids: major.map((row) => row.id) },
    at,
  );
}

const isClosed = (status: DefectStatus) => closedDefectStatuses.includes(status);

/**
 * `defect.status_changed`, and `vehicle.back_in_service` when this step finished the vehicle's
 * last unfinished major defect.
 */
export async function announceStatusChange(db: Database, before: DefectRow, at: Date): Promise<void> {
  const found = (await findDefect(db, before.id))!;
  const vehicle = { id: found.defect.vehicleId, equipmentNumber: found.equipmentNumber };
  await queueWebhookEvent(
    db,
    'defect.status_changed',
    { ...defectData(found.defect, vehicle), previous_status: before.status },
    at,
  );
  const finishedMajor = before.severity === 'major' && !isClosed(before.status) && isClosed(found.defect.status);
  if (!finishedMajor || (await hasUnfinishedMajorDefect(db, vehicle.id))) return;
  await queueWebhookEvent(
    db,
    'vehicle.back_in_service',
    { vehicle_id: vehicle.id, equipment_number: vehicle.equipmentNumber, defect_id: before.id },
    at,
  );
}
