import {
  addDays,
  backdateReasonRequiredMessage,
  checklistDateWindowMessage,
  checklistMessages,
  type ChecklistFormMode,
  type NewChecklist,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { FieldErrors } from '../../lib/errors.js';

/**
 * The days a checklist may be dated: today in the business timezone and the
 * `checklistBackdateDays` before it. An older date would quietly fill a missing day of the
 * Pre-Use report, so only an admin may go further, and only with a reason for the audit log.
 */
export function checklistDateWindow(context: AppContext): { earliest: string; today: string } {
  const today = context.clock.today();
  return { earliest: addDays(today, -context.config.checklistBackdateDays), today };
}

/** The field messages for the checklist's date, and the admin's back-dating reason when one is used. */
export function checkChecklistDate(
  context: AppContext,
  role: ChecklistFormMode,
  input: Pick<NewChecklist, 'date_to_added' | 'backdate_reason'>,
): { errors: FieldErrors; backdateReason: string | undefined } {
  const { earliest, today } = checklistDateWindow(context);
  const date = input.date_to_added;
  if (date > today) return { errors: { date_to_added: [checklistMessages.dateInFuture] }, backdateReason: undefined };
  if (date >= earliest) return { errors: {}, backdateReason: undefined };
  if (role !== 'admin') {
    return { errors: { date_to_added: [checklistDateWindowMessage(earliest, today)] }, backdateReason: undefined };
  }
  if (!input.backdate_reason) {
    return { errors: { backdate_reason: [backdateReasonRequiredMessage(earliest)] }, backdateReason: undefined };
  }
  return { errors: {}, backdateReason: input.backdate_reason };
}
