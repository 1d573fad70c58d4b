import {
  defectReportMessages as messages,
  type DefectDetail,
  type DefectReportInput,
  type DefectSeverity,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { scopeVehicleIds } from '../../lib/crew-scope.js';
import { AppError, fieldError, type FieldErrors } from '../../lib/errors.js';
import { runOnce, type IdempotencyClaim, type KeepKey, type Outcome } from '../../lib/idempotency.js';
import { forbiddenMessage, type CurrentUser } from '../../plugins/authentication.js';
import type { UploadedFile } from '../../plugins/form-bodies.js';
import { submissionForm, vehicleFormVersion } from '../inspection-forms/index.js';
import { findVehicleRow, type VehicleRow } from '../vehicles/index.js';
import { sendWebhooksSoon } from '../webhooks/index.js';
import { recordFailedItems } from './open.js';
import { findDefect } from './queries.js';
import { checkRepairPhotos, storeRepairPhotos } from './repair-photos.js';
import { emailAboutReport } from './report-mail.js';
import { findOccurrenceDefectId, insertReportPhotos } from './report-queries.js';
import { defectItemLabel, getDefect } from './service.js';

/**
 * A driver reports for a vehicle now assigned to them, a supervisor for their crew's, an admin for
 * any enabled, visible vehicle; another existing vehicle is a 403, an unknown one a field error.
 */
async function reportableVehicle(context: AppContext, caller: CurrentUser, vehicleId: number): Promise<VehicleRow> {
  const vehicle = await findVehicleRow(context.db, vehicleId);
  if (!vehicle || !vehicle.enabled || vehicle.status !== 'active') {
    throw fieldError('vehicle_id', messages.vehicleUnknown);
  }
  if (!(await scopeVehicleIds(context, caller)).includes(vehicleId)) throw new AppError('forbidden', forbiddenMessage);
  return vehicle;
}

/**
 * The vehicle's form version (the one the phone showed, if still accepted, else the current one),
 * kept on a defect the report opens: with no checklist, it is what names the item (issue 36).
 */
async function formSections(context: AppContext, caller: CurrentUser, vehicle: VehicleRow, input: DefectReportInput) {
  const errors: FieldErrors = {};
  const form = await submissionForm(context, vehicle, input.form_version_id, errors, [input.item]);
  if (errors.form_version_id) return { errors, form, items: [], versionId: null };
  const version = form.version ?? (await vehicleFormVersion(context, caller, vehicle.id));
  const asked = form.version ? form.items : null;
  const items = version.sections
    .flatMap((section) => section.items)
    .filter((item) => !asked || asked.includes(item.key));
  return { errors, form, items, versionId: version.id };
}

/**
 * The class the report gives its defect: the description's when a code is given; without one,
 * Settings' class on the Pre-OP form (left to `recordFailedItems`), else the item's own, or major
 * for an item whose descriptions were passed over ("Other").
 */
async function checkReport(context: AppContext, caller: CurrentUser, vehicle: VehicleRow, input: DefectReportInput) {
  const { errors, form, items, versionId } = await formSections(context, caller, vehicle, input);
  const item = items.find((entry) => entry.key === input.item);
  let severity: DefectSeverity | undefined;
  if (!errors.form_version_id && !item) errors.item = [messages.itemUnknown];
  if (item && input.code !== undefined) {
    const described = item.defects.find((entry) => entry.code === input.code);
    if (!described) errors.code = [messages.codeUnknown];
    severity = described?.class;
  } else if (item && !form.preOp) {
    severity = item.severity ?? 'major';
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation', first, errors);
  return { severity, versionId };
}

/**
 * `POST api/defects`: opens a defect as a failed checklist item does (a major one puts the vehicle
 * out of service at once; a minor one is due in 48 h), or adds a report to the unfinished defect
 * of that item. A request id seen before answers the defect its report went to.
 */
export async function reportDefect(
  context: AppContext,
  caller: CurrentUser,
  { input, files, claim }: { input: DefectReportInput; files: UploadedFile[]; claim?: IdempotencyClaim },
): Promise<Outcome<DefectDetail>> {
  return runOnce(
    context.db,
    claim,
    (keep) => reportNewDefect(context, caller, input, files, keep),
    async (occurrenceId) => getDefect(context, caller, (await findOccurrenceDefectId(context.db, occurrenceId))!),
  );
}

async function reportNewDefect(
  context: AppContext,
  caller: CurrentUser,
  input: DefectReportInput,
  files: UploadedFile[],
  keep: KeepKey,
): Promise<DefectDetail> {
  const vehicle = await reportableVehicle(context, caller, input.vehicle_id);
  const { severity, versionId } = await checkReport(context, caller, vehicle, input);
  const photos = checkRepairPhotos(files);
  const now = context.clock.now();
  const { stored, discard } = await storeRepairPhotos(context.files, photos);
  let recorded;
  try {
    recorded = await context.db.transaction(async (transaction) => {
      const [occurrence] = await recordFailedItems(transaction, {
        checklistId: null,
        formVersionId: versionId,
        vehicleId: vehicle.id,
        equipmentNumber: vehicle.equipmentNumber,
        vehicleParentType: vehicle.vehicleParentType,
        items: [input.item],
        remarks: input.note ?? null,
        ...(severity ? { severities: { [input.item]: severity } } : {}),
        ...(input.code ? { codes: { [input.item]: input.code } } : {}),
        reportedBy: caller.id,
        reportedAt: now,
        actorId: caller.id,
      });
      const { occurrenceId, defectId } = occurrence!;
      await insertReportPhotos(
        transaction,
        stored.map((photo) => ({ ...photo, occurrenceId, createdAt: now })),
      );
      await keep(transaction, occurrenceId);
      await recordAudit(transaction, {
        actorId: caller.id,
        action: 'report',
        entity: 'defect',
        entityId: defectId,
        after: {
          occurrenceId,
          item: input.item,
          code: input.code ?? null,
          note: input.note ?? null,
          photos: stored.map((photo) => photo.fileName),
        },
      });
      return occurrence!;
    });
  } catch (error) {
    await discard();
    throw error;
  }
  sendWebhooksSoon(context);
  const found = (await findDefect(context.db, recorded.defectId))!;
  await emailAboutReport(context, {
    defectId: found.defect.id,
    vehicleId: vehicle.id,
    equipmentNumber: vehicle.equipmentNumber,
    itemLabel: defectItemLabel(found),
    code: input.code ?? null,
    note: input.note ?? null,
    severity: found.defect.severity,
    dueAt: found.defect.dueAt,
    reporter: caller.name,
  });
  return getDefect(context, caller, recorded.defectId);
}
