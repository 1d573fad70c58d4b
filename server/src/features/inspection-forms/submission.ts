import {
  builtInInspectionForms,
  checklistMessages,
  inspectionFormMessages as messages,
  type ChecklistDefectChoice,
  type DefectSeverity,
  type InspectionItem,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { ChecklistItemAnswers } from '../../db/schema/checklists.js';
import { equipmentItemColumns, type vehicles } from '../../db/schema/index.js';
import type { FieldErrors } from '../../lib/errors.js';
import { findVersionById, type VersionRow } from './queries.js';
import { currentFormOf } from './read.js';

type Vehicle = typeof vehicles.$inferSelect;

/** How long a phone holding the previous version may still submit on it after a new one is published. */
const previousVersionGraceMs = 24 * 3_600_000;

/**
 * The form a checklist is submitted on. `items` is null when the spec's own list applies (no
 * version sent: the Pre-OP items, exactly as before forms); `version` is what the checklist keeps.
 */
export type SubmissionForm = { version: VersionRow | null; items: string[] | null; preOp: boolean };

function asked(vehicle: Vehicle, item: InspectionItem): boolean {
  if (item.equipment_item === null) return true;
  const column = (equipmentItemColumns as Partial<Record<string, keyof Vehicle>>)[item.equipment_item];
  return vehicle.extraChecklistItems && column !== undefined && vehicle[column] === true;
}

/**
 * The version sent must be the vehicle's current one, or the one before it for 24 h after the
 * current one was published. Without one, the checklist keeps the current version when that is
 * the Pre-OP form (the spec's items), else none.
 */
export async function submissionForm(
  context: AppContext,
  vehicle: Vehicle,
  formVersionId: number | undefined,
  errors: FieldErrors,
  sentItems: string[],
): Promise<SubmissionForm> {
  const current = await currentFormOf(context.db, vehicle);
  const preOp = current?.form.builtIn === builtInInspectionForms.preOp;
  if (formVersionId === undefined) return { version: preOp ? current.latest : null, items: null, preOp };
  const sent = await findVersionById(context.db, formVersionId);
  const latest = current?.latest;
  const accepted =
    sent !== undefined &&
    latest !== null &&
    latest !== undefined &&
    (sent.id === latest.id ||
      (sent.formId === latest.formId &&
        sent.version === latest.version - 1 &&
        context.clock.now().getTime() - latest.publishedAt.getTime() < previousVersionGraceMs));
  if (!accepted) {
    // The one message that helps: reload. The answers are not checked against a list the phone lacks.
    errors.form_version_id = [messages.formVersionInvalid];
    return { version: null, items: sentItems, preOp: false };
  }
  const items = sent.sections.flatMap((section) => section.items.filter((item) => asked(vehicle, item)));
  return { version: sent, items: items.map((item) => item.key), preOp: preOp && sent.formId === current.form.id };
}

/**
 * "N/A" (not applicable) only on an item of the version sent that allows it; the spec's call and
 * every other item refuse it as any word other than yes or no. An N/A is no fail: it opens no defect.
 */
export function checkNotApplicable(form: SubmissionForm, answers: ChecklistItemAnswers, errors: FieldErrors) {
  const items = new Map(form.version?.sections.flatMap((section) => section.items.map((item) => [item.key, item])));
  for (const entry of answers) {
    const allowed = form.items !== null && items.get(entry.item)?.na_allowed === true;
    if (entry.answer === 'na' && !allowed) errors[`checklist.${entry.item}`] = [checklistMessages.invalidForm];
  }
}

/**
 * The class of the defect each failed item opens, where the form decides it: a chosen defect
 * description's class (major wins over minor), else on a form other than Pre-OP the item's own
 * class, or major for an item whose defects were listed but none chosen. Items left out keep
 * today's classes (Settings). A code must be one of a failed item's descriptions.
 */
export function chosenDefectClasses(
  form: SubmissionForm,
  failedItems: string[],
  choices: ChecklistDefectChoice[],
  errors: FieldErrors,
): Record<string, DefectSeverity> {
  const items = new Map(form.version?.sections.flatMap((section) => section.items.map((item) => [item.key, item])));
  const severities: Record<string, DefectSeverity> = {};
  choices.forEach((choice, index) => {
    const defect = items.get(choice.item)?.defects.find((description) => description.code === choice.code);
    if (!failedItems.includes(choice.item)) {
      errors[`defects.${index}.item`] = [messages.defectItemNotFailed];
    } else if (!defect) {
      errors[`defects.${index}.code`] = [messages.defectCodeUnknown];
    } else if (severities[choice.item] !== 'major') {
      severities[choice.item] = defect.class;
    }
  });
  if (form.version && !form.preOp) {
    for (const key of failedItems) {
      const item = items.get(key);
      severities[key] ??= item?.severity ?? 'major';
    }
  }
  return severities;
}

/**
 * The defect description found on each failed item (item -> code, kept on the defect and its
 * occurrence), and each item's note: the choice's own note, else the item's.
 */
export function chosenDefects(
  choices: ChecklistDefectChoice[],
  notes: Record<string, string>,
): { codes: Record<string, string>; notes: Record<string, string> } {
  const codes: Record<string, string> = {};
  const withChoices: Record<string, string> = { ...notes };
  for (const choice of choices) {
    codes[choice.item] ??= choice.code;
    if (choice.note) withChoices[choice.item] = choice.note;
  }
  return { codes, notes: withChoices };
}

/**
 * The readings of the form's number items (issue 36): only for a number item of the version sent,
 * within its bounds (the phone checks the same on the field). A checklist without them is taken.
 */
export function checkedReadings(
  form: SubmissionForm,
  readings: Record<string, number> | undefined,
  errors: FieldErrors,
): Record<string, number> {
  if (!readings) return {};
  const items = new Map(form.version?.sections.flatMap((section) => section.items.map((item) => [item.key, item])));
  for (const [key, value] of Object.entries(readings)) {
    const item = items.get(key);
    if (!item || item.answer_kind !== 'number' || !form.items?.includes(key)) {
      errors[`readings.${key}`] = [messages.readingsInvalid];
    } else if ((item.min !== null && value < item.min) || (item.max !== null && value > item.max)) {
      errors[`readings.${key}`] = [messages.readingOutOfBounds];
    }
  }
  return readings;
}

/** The answers with each number item's reading beside its pass or fail. */
export function withReadings(answers: ChecklistItemAnswers, readings: Record<string, number>): ChecklistItemAnswers {
  return answers.map((entry) =>
    readings[entry.item] === undefined ? entry : { ...entry, reading: readings[entry.item] },
  );
}
