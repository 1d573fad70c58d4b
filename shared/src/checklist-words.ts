import { vehicleEquipmentItems } from './vehicle-equipment.js';

/**
 * Pre-OP Checklists: the items and every message a person reads, without zod, so the driver's
 * first screen can use them before the schemas download (issue 20). The shapes are in checklists.ts.
 */

/** Spec section 3: the 13 base items, in the form's order. */
export const checklistBaseItems = [
  'fuel',
  'light_and_signals',
  'brakes_and_hand_brakes',
  'wiper',
  'vehicle_body',
  'dash_warnings_and_lights',
  'tires',
  'block_heater_cord',
  'horn',
  'mirrors',
  'seatbelt',
  'hrpp_signage',
  'vehicle_decal_number',
] as const;

/**
 * The equipment items of a vehicle (spec 02), in the vehicle form's order. A vehicle flagged for
 * extra toggles gets one item per equipment item it has, after the base items.
 */
export const checklistEquipmentItems = vehicleEquipmentItems;

/** A checklist item: a base item or an equipment item. */
export type ChecklistItemName = (typeof checklistBaseItems)[number] | (typeof checklistEquipmentItems)[number];

/** English names of the items, for the issue email, the PDF and the web app's English catalogue. */
export const checklistItemLabels: Record<ChecklistItemName, string> = {
  fuel: 'Fuel',
  light_and_signals: 'Lights and Signals',
  brakes_and_hand_brakes: 'Brakes and Hand Brake',
  wiper: 'Wipers',
  vehicle_body: 'Vehicle Body',
  dash_warnings_and_lights: 'Dash Warnings and Lights',
  tires: 'Tires',
  block_heater_cord: 'Block Heater Cord',
  horn: 'Horn',
  mirrors: 'Mirrors',
  seatbelt: 'Seatbelt',
  hrpp_signage: 'HRPP Signage',
  vehicle_decal_number: 'Vehicle Decal Number',
  buggy_whip: 'Buggy Whip',
  amber_light: 'Amber Light',
  back_up_alarm: 'Back-up Alarm',
  radio: 'Radio',
  first_aid_kit: 'First Aid Kit',
  cones: 'Cones',
  wheel_chock: 'Wheel Chock',
  fire_extinguisher: 'Fire Extinguisher',
  snow_brush: 'Snow Brush',
  extension_cord: 'Extension Cord',
  spill_kit: 'Spill Kit',
  stripping_color: 'Striping Colour',
  vehicle_num_on_3_sides: 'Vehicle Number on 3 Sides',
};

/** "some_item" -> "Some item", for an item no catalogue names. */
export function checklistItemLabel(item: string): string {
  const known = (checklistItemLabels as Partial<Record<string, string>>)[item];
  if (known) return known;
  const words = item.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Spec section 9: the first 11 items form the left column; the rest go to the right. */
export const checklistLeftColumnSize = 11;
export const checklistDefaultPageSize = 100;
export const oilLifeRange = { min: 0, max: 100 } as const;
export const odmReadMax = 9_999_999;
/** Photos of an issue: at most this many, each at most this size, PNG or JPEG by content. */
export const checklistAttachmentLimits = { maxFiles: 5, maxBytes: 10 * 1024 * 1024 } as const;

export const checklistAnswers = ['yes', 'no'] as const;
/**
 * What an inspection item may be answered (issue 36): yes, no, or `na` (not applicable) on a form's
 * item that allows it. The spec's call and its vehicle flags (`has_radio`, `mine`) stay yes/no.
 */
export const inspectionAnswers = [...checklistAnswers, 'na'] as const;
export type ChecklistAnswerValue = (typeof inspectionAnswers)[number];

export const checklistMessages = {
  invalidForm: 'Please fill out all required fields, Toggle all buttons to either green or red.',
  noItems: 'Please select at least one issue from checklist',
  itemsMismatch: "The checklist items do not match this vehicle's list. Choose the vehicle again.",
  oilLifeRange: 'Please provide value of Oil Life in range (0-100)%',
  equipmentRequired: 'Equipment Number is required',
  equipmentUnknown: 'Choose one of the listed vehicles.',
  vehicleTypeRequired: 'Vehicle Type is required',
  operatorRequired: 'Operator is required',
  operatorUnknown: 'Choose the operator from the list of available drivers.',
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
  dateInFuture: 'The date cannot be in the future.',
  backdateReasonTooLong: 'The reason for back-dating must be at most 500 characters.',
  odmRequired: 'ODM Read is required',
  odmInvalid: `ODM Read must be a whole number from 0 to ${odmReadMax}.`,
  remarksRequired: 'Please describe the issue found in the remarks.',
  remarksTooLong: 'Remarks must be at most 1000 characters.',
  tooManyFiles: `At most ${checklistAttachmentLimits.maxFiles} photos can be attached.`,
  fileTooLarge: 'Each photo must be at most 10 MB.',
  fileNotPhoto: 'Attach photos as PNG or JPEG images.',
  unexpectedFile: 'Attach photos under the field "file".',
  created: 'Checklist has been submitted successfully.',
  notFound: 'Checklist not found.',
  attachmentNotFound: 'Attachment not found.',
  vehicleNotFound: 'Vehicle not found.',
  formFilterInvalid: 'Form must be an inspection form’s id (a whole number from 1).',
} as const;

/** The 422 naming the vehicle's last reading (the server also updates it to the new one). */
export function odmBelowLastMessage(lastOdmRead: number): string {
  return `ODM Read cannot be below the vehicle's last reading of ${lastOdmRead}.`;
}

/** How many days before today a checklist may be dated without a reason (CHECKLIST_BACKDATE_DAYS). */
export const defaultChecklistBackdateDays = 7;

/**
 * The 422 for a date outside the window: today and the days before it that the site allows.
 * Back-dating further would silently fill the Pre-Use report's missing days.
 */
export function checklistDateWindowMessage(earliest: string, today: string): string {
  return `Choose a date from ${earliest} to ${today}.`;
}

/** The 422 for an admin dating a checklist before the window without saying why (kept in the audit log). */
export function backdateReasonRequiredMessage(earliest: string): string {
  return `Give a reason to date a checklist before ${earliest}.`;
}

export const checklistFormModes = ['driver', 'supervisor', 'admin'] as const;
export type ChecklistFormMode = (typeof checklistFormModes)[number];
