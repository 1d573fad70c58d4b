import type { FormErrors } from '@mantine/form';
import {
  assignDriverMessages,
  assignDriverRequest,
  noteForValues,
  type AssignDriverRequest,
  type NoteFor,
  type VehicleListRow,
} from '@fleet-ops/shared';
import { validateWith } from '../../../lib/form-validation';
import { translateMessage } from '../../../lib/i18n';

export type Slot = 1 | 2 | 3;
export const slots: readonly Slot[] = [1, 2, 3];

/** The assign driver form as its inputs hold it: a driver id per slot (null for none), then the edited slot's details. */
export type AssignDriverValues = {
  drivers_id: [string | null, string | null, string | null];
  note_for: NoteFor;
  note: string;
  temporary: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' in the business timezone, as the API and the date-time pickers write them. */
  assigned_from_date: string | null;
  assigned_to_date: string | null;
};

/** The vehicle's slots as the list row gives them. */
type VehicleSlots = Pick<
  VehicleListRow,
  | `driver_${Slot}_id`
  | `driver_${Slot}_name`
  | `note_${Slot}`
  | `assigned_from_date_${Slot}`
  | `assigned_to_date_${Slot}`
>;

export function slotOf(noteFor: NoteFor): Slot {
  return (noteForValues.indexOf(noteFor) + 1) as Slot;
}

/** Spec: picking a slot loads its note and, for a temporary driver, its dates. */
export function slotDetails(vehicle: VehicleSlots, noteFor: NoteFor) {
  const slot = slotOf(noteFor);
  const end = vehicle[`assigned_to_date_${slot}`];
  return {
    note_for: noteFor,
    note: vehicle[`note_${slot}`] ?? '',
    temporary: end !== null,
    assigned_from_date: end !== null ? vehicle[`assigned_from_date_${slot}`] : null,
    assigned_to_date: end,
  };
}

export function initialAssignValues(vehicle: VehicleSlots): AssignDriverValues {
  const driver = (slot: Slot) => {
    const id = vehicle[`driver_${slot}_id`];
    return id === null ? null : String(id);
  };
  return { drivers_id: [driver(1), driver(2), driver(3)], ...slotDetails(vehicle, 'driver_1') };
}

/**
 * True when the form holds something not saved: another driver in a slot, or a note or dates
 * other than the stored ones of the slot shown. Looking at another slot changes nothing.
 */
export function hasUnsavedAssignment(values: AssignDriverValues, vehicle: VehicleSlots): boolean {
  const stored = { ...initialAssignValues(vehicle), ...slotDetails(vehicle, values.note_for) };
  return (
    values.drivers_id.some((id, index) => (id || null) !== stored.drivers_id[index]) ||
    values.note !== stored.note ||
    values.temporary !== stored.temporary ||
    (values.temporary &&
      (values.assigned_from_date !== stored.assigned_from_date || values.assigned_to_date !== stored.assigned_to_date))
  );
}

/** The call's body: 0 for an empty slot; the dates go only with a temporary driver (a permanent one starts now). */
export function toAssignRequest(values: AssignDriverValues): AssignDriverRequest {
  return {
    drivers_id: values.drivers_id.map((id) => (id ? Number(id) : 0)),
    note: values.note,
    note_for: values.note_for,
    temporary: values.temporary,
    assigned_from_date: values.temporary ? values.assigned_from_date : null,
    assigned_to_date: values.temporary ? values.assigned_to_date : null,
  };
}

const driverField = (slot: Slot) => `drivers_id.${slot - 1}`;

/**
 * Puts a `drivers_id` message on the driver fields it is about: 'Drivers can't be same' on every
 * slot holding a repeated driver, anything else on the slot being edited.
 */
export function placeDriverErrors(errors: FormErrors, values: AssignDriverValues): FormErrors {
  const { drivers_id: message, ...placed } = errors;
  if (message === undefined) return errors;
  const same = translateMessage(assignDriverMessages.driversSame);
  const repeated = slots.filter((slot) => {
    const id = values.drivers_id[slot - 1];
    return id && values.drivers_id.filter((other) => other === id).length > 1;
  });
  const targets = message === same && repeated.length > 0 ? repeated : [slotOf(values.note_for)];
  return { ...placed, ...Object.fromEntries(targets.map((slot) => [driverField(slot), message])) };
}

const checkRequest = validateWith<AssignDriverRequest>(assignDriverRequest);

/**
 * The form's errors: the shared schema's (as the server checks the same body), then the server's
 * rules that need "now" (`now`: 'YYYY-MM-DD HH:mm:ss' in the business timezone): a new driver
 * cannot start in the past, nor a temporary one end there, and an empty slot needs a driver.
 */
export function assignDriverErrors(values: AssignDriverValues, vehicle: VehicleSlots, now: string): FormErrors {
  const errors: FormErrors = checkRequest(toAssignRequest(values));
  const slot = slotOf(values.note_for);
  const chosen = values.drivers_id[slot - 1];
  const current = vehicle[`driver_${slot}_id`];
  if (!chosen && current === null && errors.drivers_id === undefined) {
    errors.drivers_id = translateMessage(assignDriverMessages.driverRequired);
  }
  // The server compares by the minute, so a start picked for "now" is still accepted a few seconds on.
  const thisMinute = `${now.slice(0, 16)}:00`;
  const changed = (chosen ? Number(chosen) : null) !== current;
  if (values.temporary && changed && values.assigned_from_date && values.assigned_from_date < thisMinute) {
    errors.assigned_from_date ??= translateMessage(assignDriverMessages.pastStart);
  }
  if (values.temporary && values.assigned_to_date && values.assigned_to_date < thisMinute) {
    errors.assigned_to_date ??= translateMessage(assignDriverMessages.pastEnd);
  }
  return placeDriverErrors(errors, values);
}
