import {
  checklistMessages,
  meterMessages,
  odmBelowLastMessage,
  type ChecklistDetail,
  type NewChecklist,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, fieldError, type FieldErrors } from '../../lib/errors.js';
import { recordFailedItems } from '../defects/index.js';
import {
  checkedReadings,
  checkNotApplicable,
  chosenDefectClasses,
  chosenDefects,
  submissionForm,
  withReadings,
} from '../inspection-forms/index.js';
import { queueWebhookEvent, sendWebhooksSoon } from '../webhooks/index.js';
import { runOnce, type IdempotencyClaim, type KeepKey, type Outcome } from '../../lib/idempotency.js';
import { forbiddenMessage, type CurrentUser } from '../../plugins/authentication.js';
import type { UploadedFile } from '../../plugins/form-bodies.js';
import { crewScope, type CrewScope } from '../../lib/crew-scope.js';
import { checkPhotos, storePhotos } from './attachments.js';
import { checkChecklistDate } from './date-window.js';
import { checklistItemsFor, orderedAnswers } from './items.js';
import { checkRecord, withNotes } from './record.js';
import { deliverIssueMails, queueIssueMails, type IssueReport } from './notify.js';
import { insertAttachments, insertChecklist, lockVehicle, type ChecklistRow } from './queries.js';
import { recordChecklistMeters } from './meters.js';
import { checklistDetailFor, permittedVehicle } from './read.js';
import { listOperators } from './scope.js';
import { checklistValidUntil } from './validity.js';
import { submittedEvent } from './webhook-event.js';

const sameName = (first: string, second: string) => first.trim().toLowerCase() === second.trim().toLowerCase();

/**
 * The driver the checklist is for. A driver is always their own operator (naming anyone else is
 * refused); supervisors and admins choose among the available drivers, by id or by exact name.
 */
async function resolveOperator(context: AppContext, scope: CrewScope, input: NewChecklist) {
  if (scope.role === 'driver') {
    const own = scope.driver;
    if (!own || (input.driver_id !== undefined && input.driver_id !== own.id) || !sameName(input.operator, own.name)) {
      throw new AppError('forbidden', forbiddenMessage);
    }
    return own;
  }
  const operators = await listOperators(context.db, scope, input.driver_id);
  const chosen =
    input.driver_id !== undefined
      ? operators.filter((person) => person.id === input.driver_id)
      : operators.filter((person) => sameName(person.name, input.operator));
  if (chosen.length !== 1) throw fieldError('operator', checklistMessages.operatorUnknown);
  return chosen[0]!;
}

async function vehicleFor(context: AppContext, scope: CrewScope, equipmentNumber: string) {
  try {
    return await permittedVehicle(context, scope, equipmentNumber);
  } catch (error) {
    // On the form, an unknown vehicle is a field message rather than a bare 404.
    if (error instanceof AppError && error.code === 'not_found') {
      throw fieldError('equipment_number', checklistMessages.equipmentUnknown);
    }
    throw error;
  }
}

/** What the issue mail tells about a stored checklist. */
function issueReport(checklist: ChecklistRow, items: IssueReport['items']): IssueReport {
  const { id: checklistId, equipmentNumber, vehicleType, operator, date, odmRead, hourRead, remarks } = checklist;
  return { checklistId, equipmentNumber, vehicleType, operator, date, odmRead, hourRead, remarks, items };
}

function failIfAny(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation', first, errors);
}

/**
 * `POST api/checklist`. A request id (Idempotency-Key or client_id) seen before answers the
 * checklist it created, with `replayed` set: a retry after a lost answer never makes a second.
 */
export async function createChecklist(
  context: AppContext,
  caller: CurrentUser,
  input: NewChecklist,
  files: UploadedFile[],
  claim?: IdempotencyClaim,
): Promise<Outcome<ChecklistDetail>> {
  const scope = await crewScope(context.db, caller);
  return runOnce(
    context.db,
    claim,
    (keep) => createNewChecklist(context, caller, scope, { input, files, keep }),
    (id) => checklistDetailFor(context, scope, id),
  );
}

/**
 * Permissions first (vehicle, operator), then the rules that need the vehicle (its exact item
 * list, its last odometer reading) and the date window, then the photos. The checklist, its
 * photos' rows, the vehicle's new reading, the defects its "no" answers open, the request id and
 * the audit entry are written in one transaction, with the vehicle row locked so two submissions
 * cannot both pass the reading check.
 * When any item is "no", the mails to the admins and supervisors are stored in the outbox in the
 * same transaction and sent to SMTP after the commit: the answer waits for neither.
 */
async function createNewChecklist(
  context: AppContext,
  caller: CurrentUser,
  scope: CrewScope,
  { input, files, keep }: { input: NewChecklist; files: UploadedFile[]; keep: KeepKey },
): Promise<ChecklistDetail> {
  const vehicle = await vehicleFor(context, scope, input.equipment_number);
  const operator = await resolveOperator(context, scope, input);

  const { errors, backdateReason } = checkChecklistDate(context, scope.role, input);
  // Only a vehicle without an odometer (a loader with an hour meter, issue 37) may leave it out.
  if (input.odm_read === undefined && vehicle.hasOdometer) errors.odm_read = [checklistMessages.odmRequired];
  if (input.odm_read !== undefined && input.odm_read < vehicle.lastOdmRead) {
    errors.odm_read = [odmBelowLastMessage(vehicle.lastOdmRead)];
  }
  if (input.hour_read !== undefined && !vehicle.hasHourMeter) errors.hour_read = [meterMessages.noHourMeter];
  const form = await submissionForm(context, vehicle, input.form_version_id, errors, Object.keys(input.checklist));
  const { answers: ordered, errors: itemErrors } = orderedAnswers(
    form.items ?? checklistItemsFor(vehicle),
    input.checklist,
  );
  Object.assign(errors, itemErrors);
  checkNotApplicable(form, ordered, errors);
  const noted = Object.keys(itemErrors).length > 0 ? ordered : withNotes(ordered, input.notes, errors);
  const answers = withReadings(noted, checkedReadings(form, input.readings, errors));
  const failedItems = answers.filter((entry) => entry.answer === 'no').map((entry) => entry.item);
  const severities = chosenDefectClasses(form, failedItems, input.defects ?? [], errors);
  const record = await checkRecord(context, context.db, input, files, errors);
  failIfAny(errors);
  const photos = checkPhotos(files.filter((file) => file.field !== 'signature'));

  const hasIssue = answers.some((entry) => entry.answer === 'no');
  const now = context.clock.now();
  const validUntil = await checklistValidUntil(context, {
    validity: form.version?.validity,
    inspectedAt: record.signedAt ?? now,
    date: input.date_to_added,
  });
  const { stored, discard, storeSignature } = await storePhotos(context.files, photos);
  let created;
  try {
    const signatureKey = record.signature ? await storeSignature(record.signature) : null;
    created = await context.db.transaction(async (transaction) => {
      const locked = await lockVehicle(transaction, vehicle.id);
      if (!locked) throw fieldError('equipment_number', checklistMessages.equipmentUnknown);
      if (input.odm_read !== undefined && input.odm_read < locked.lastOdmRead) {
        throw fieldError('odm_read', odmBelowLastMessage(locked.lastOdmRead));
      }
      const checklist = await insertChecklist(transaction, {
        vehicleId: vehicle.id,
        driverId: operator.id,
        submittedBy: caller.id,
        equipmentNumber: vehicle.equipmentNumber,
        vehicleType: vehicle.vehicleType,
        operator: operator.name,
        date: input.date_to_added,
        // A vehicle without an odometer (issue 37) is read in engine hours: its checklist has no odometer.
        odmRead: input.odm_read ?? null,
        hourRead: input.hour_read ?? null,
        oilLife: input.oil_life ?? null,
        remarks: input.remarks ?? null,
        items: answers,
        hasIssue,
        createdAt: now,
        locationId: record.locationId,
        place: record.place,
        statementVersion: record.statementVersion,
        signatureKey,
        signatureTypedName: record.signatureTypedName,
        openedAt: record.openedAt,
        signedAt: record.signedAt,
        formVersionId: form.version?.id ?? null,
        validUntil,
      });
      await insertAttachments(
        transaction,
        stored.map((photo) => ({ ...photo, checklistId: checklist.id, createdAt: now })),
      );
      await recordChecklistMeters(transaction, context.clock, { checklist, input, actorId: caller.id });
      // Each "no" opens a defect (or adds to the open one) with the checklist, or neither is kept.
      await recordFailedItems(transaction, {
        checklistId: checklist.id,
        vehicleId: vehicle.id,
        equipmentNumber: vehicle.equipmentNumber,
        vehicleParentType: vehicle.vehicleParentType,
        items: failedItems,
        remarks: input.remarks ?? null,
        ...chosenDefects(
          input.defects ?? [],
          Object.fromEntries(answers.flatMap((entry) => (entry.note ? [[entry.item, entry.note]] : []))),
        ),
        severities,
        reportedAt: now,
        actorId: caller.id,
      });
      await queueWebhookEvent(transaction, 'checklist.submitted', submittedEvent(checklist, answers), now);
      const mails = hasIssue ? await queueIssueMails(context, transaction, issueReport(checklist, answers)) : [];
      await keep(transaction, checklist.id);
      await recordAudit(transaction, {
        actorId: caller.id,
        action: 'create',
        entity: 'checklist',
        entityId: checklist.id,
        after: { ...checklist, attachments: stored.map((photo) => photo.fileName), backdateReason },
      });
      return { checklist, mails };
    });
  } catch (error) {
    await discard();
    throw error;
  }
  // What the answer does not wait for: the webhooks and mails are stored with the checklist, sent now.
  sendWebhooksSoon(context);
  deliverIssueMails(context, created.checklist.id, created.mails);
  return checklistDetailFor(context, scope, created.checklist.id);
}
