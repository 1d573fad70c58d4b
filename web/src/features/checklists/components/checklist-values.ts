import type { FormErrors } from '@mantine/form';
import {
  backdateReasonRequiredMessage,
  checklistDateWindowMessage,
  createChecklistRequest,
  isCalendarDate,
  type ChecklistAnswerValue,
  type ChecklistFormOptions,
} from '@fleet-ops/shared';
import { validateWith } from '../../../lib/form-validation';
import { translateMessage } from '../../../lib/i18n';
import { odometerError } from './odometer';

export type ChecklistFormValues = {
  equipment_number: string;
  vehicle_type: string;
  operator: string;
  /** The chosen operator's driver id, as text ('' when none). */
  driver_id: string;
  date_to_added: string;
  odm_read: string;
  oil_life: string;
  remarks: string;
  /** Only for an admin dating the checklist before the window; kept in the audit log. */
  backdate_reason: string;
  checklist: Record<string, ChecklistAnswerValue>;
};

/** The vehicle's current driver when they are among the operators, to suggest as the operator. */
export function operatorFor(options: ChecklistFormOptions, driverIds: number[] | undefined) {
  return options.operators.find((operator) => driverIds?.includes(operator.id));
}

/** A fresh form: today's date, the only vehicle when there is one, the first operator. */
export function blankChecklist(options: ChecklistFormOptions): ChecklistFormValues {
  const onlyVehicle = options.vehicles.length === 1 ? options.vehicles[0] : undefined;
  const operator = operatorFor(options, onlyVehicle?.driver_ids) ?? options.operators[0];
  return {
    equipment_number: onlyVehicle?.equipment_number ?? '',
    vehicle_type: onlyVehicle?.vehicle_type ?? '',
    operator: operator?.name ?? '',
    driver_id: operator ? String(operator.id) : '',
    date_to_added: options.today,
    odm_read: '',
    oil_life: '',
    remarks: '',
    backdate_reason: '',
    checklist: {},
  };
}

/** An admin's date before the window: the form asks why (the server refuses it without a reason). */
export function needsBackdateReason(date: string, options: ChecklistFormOptions): boolean {
  return options.may_backdate && isCalendarDate(date) && date < options.earliest_date;
}

const validateSchema = validateWith<ChecklistFormValues>(createChecklistRequest);

/**
 * The shared schema's messages, the vehicle's last reading (`lastReading`, once its items are
 * loaded) and the date window the server applies (from the form options): a driver or supervisor
 * learns the allowed range before sending, an admin is asked for a reason.
 */
export function validateChecklist(
  options: ChecklistFormOptions,
  lastReading: (equipmentNumber: string) => number | undefined,
) {
  return (values: ChecklistFormValues): FormErrors => {
    const errors = validateSchema(values);
    const belowLast = errors.odm_read ? null : odometerError(values.odm_read, lastReading(values.equipment_number));
    if (belowLast) errors.odm_read = belowLast;
    const date = values.date_to_added;
    if (errors.date_to_added || !isCalendarDate(date) || date > options.today) return errors;
    if (date < options.earliest_date && !options.may_backdate) {
      errors.date_to_added = translateMessage(checklistDateWindowMessage(options.earliest_date, options.today));
    } else if (needsBackdateReason(date, options) && values.backdate_reason.trim() === '') {
      errors.backdate_reason = translateMessage(backdateReasonRequiredMessage(options.earliest_date));
    }
    return errors;
  };
}
