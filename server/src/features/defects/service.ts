import type { FastifyReply } from 'fastify';
import {
  checklistItemLabel,
  defectMessages,
  valueLabel,
  type Defect,
  type DefectDetail,
  type DefectFilter,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { readableVehicleIds } from '../../lib/crew-scope.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import { sendStoredFile } from '../../lib/send-stored-file.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import {
  findDefect,
  listDefects,
  listHistory,
  listOccurrences,
  type DefectQueryRow,
  type DefectVehicles,
} from './queries.js';
import { repairPhotoUrl, toPhoto } from './repair-photos.js';
import { findRepairPhoto, listChecklistPhotos, listRepairPhotos } from './repair-queries.js';
import { findReportPhoto, listReportPhotos } from './report-queries.js';

/** The item as its form version words it (issue 36), else the Pre-OP list's words; English and French. */
export function defectItemLabel(row: Pick<DefectQueryRow, 'defect' | 'formItem'>): { en: string; fr: string } {
  return {
    en: row.formItem?.label ?? checklistItemLabel(row.defect.item),
    fr: row.formItem?.label_fr ?? valueLabel('checklistItem', row.defect.item, 'fr'),
  };
}

export function toDefect(context: AppContext, row: DefectQueryRow, now: Date): Defect {
  const { defect } = row;
  const time = (value: Date | null) => (value ? context.clock.formatDateTime(value) : null);
  return {
    id: defect.id,
    vehicle_id: defect.vehicleId,
    equipment_number: row.equipmentNumber,
    item: defect.item,
    item_label: defectItemLabel(row).en,
    item_label_fr: defectItemLabel(row).fr,
    severity: defect.severity,
    code: defect.code,
    status: defect.status,
    reported_at: context.clock.formatDateTime(defect.reportedAt),
    due_at: time(defect.dueAt),
    overdue:
      defect.dueAt !== null && defect.dueAt < now && (defect.status === 'open' || defect.status === 'acknowledged'),
    checklist_id: defect.checklistId,
    occurrences: Number(row.occurrences),
    acknowledged_by: defect.acknowledgedBy,
    acknowledged_at: time(defect.acknowledgedAt),
    repaired_by: defect.repairedBy,
    repaired_at: time(defect.repairedAt),
    repair_notes: defect.repairNotes,
    repair_cost: defect.repairCost,
    verified_by: defect.verifiedBy,
    verified_at: time(defect.verifiedAt),
    closed_by: defect.closedBy,
    closed_at: time(defect.closedAt),
    close_reason: defect.closeReason,
  };
}

/** Admins read every vehicle's defects; drivers and supervisors those of the vehicles they may inspect. */
export function defectVehicles(context: AppContext, caller: CurrentUser): Promise<DefectVehicles> {
  return readableVehicleIds(context, caller);
}

/** One page of the defects of the vehicles in `scope` (`defectVehicles`: the caller's crew scope). */
export async function listDefectPage(
  context: AppContext,
  scope: DefectVehicles,
  filter: DefectFilter,
  request: PageRequest,
): Promise<ListPage<Defect>> {
  const now = context.clock.now();
  const { rows, total } = await listDefects(context.db, filter, scope, now, request);
  return { rows: rows.map((row) => toDefect(context, row, now)), total };
}

/** A defect out of the caller's scope answers 404, like an unknown one: its existence is not told. */
async function findReadableDefect(context: AppContext, caller: CurrentUser, id: number) {
  const row = await findDefect(context.db, id);
  const scope = await defectVehicles(context, caller);
  if (!row || (scope !== 'any' && !scope.includes(row.defect.vehicleId))) throw notFound('Defect');
  return row;
}

export async function getDefect(context: AppContext, caller: CurrentUser, id: number): Promise<DefectDetail> {
  const row = await findReadableDefect(context, caller, id);
  const checklistId = row.defect.checklistId;
  const [occurrences, history, repairPhotos, reportPhotos, reportedPhotos] = await Promise.all([
    listOccurrences(context.db, id),
    listHistory(context.db, id),
    listRepairPhotos(context.db, id),
    listChecklistPhotos(context.db, checklistId),
    listReportPhotos(context.db, id),
  ]);
  return {
    ...toDefect(context, row, context.clock.now()),
    occurrence_list: occurrences.map(({ occurrence: entry, reporterName }) => ({
      id: entry.id,
      checklist_id: entry.checklistId,
      remarks: entry.remarks,
      code: entry.code,
      reported_by: entry.reportedBy,
      reported_by_name: reporterName,
      reported_at: context.clock.formatDateTime(entry.reportedAt),
    })),
    history: history.map((entry) => ({
      action: entry.action,
      actor_id: entry.actorId,
      actor_name: entry.actorName,
      at: context.clock.formatDateTime(entry.at),
    })),
    repair_photos: repairPhotos.map((photo) => toPhoto(photo, repairPhotoUrl(id, photo.id))),
    // The checklist's own attachment route: it checks that checklist's visibility itself.
    report_photos: [
      ...reportPhotos.map((photo) => toPhoto(photo, `/api/checklist/${checklistId}/attachments/${photo.id}`)),
      ...reportedPhotos.map((photo) => toPhoto(photo, `/api/defects/${id}/report_photos/${photo.id}`)),
    ],
  };
}

/** Streams one repair photo (or, `report`, a report's) after the same read rule as the defect (404 otherwise). */
export async function sendRepairPhoto(
  context: AppContext,
  reply: FastifyReply,
  caller: CurrentUser,
  defectId: number,
  photoId: number,
  kind: 'repair' | 'report' = 'repair',
) {
  await findReadableDefect(context, caller, defectId);
  const find = kind === 'repair' ? findRepairPhoto : findReportPhoto;
  const photo = await find(context.db, defectId, photoId);
  if (!photo) throw new AppError('not_found', defectMessages.photoNotFound);
  return sendStoredFile(reply, context.files, photo.storageKey, photo.fileName);
}
