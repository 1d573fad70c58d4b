import { checklistItemLabelsFr } from './checklist-record-words.js';
import { checklistItemLabel } from './checklist-words.js';
import type { allowedLocationNames } from './locations.js';
import type { vehicleParentTypes } from './vehicle-lookups.js';

/**
 * The words that come from data (issue 20): the stored value stays the key, in English, and the
 * French a person reads comes from this catalogue. Every one of these sets is fixed (seeded by the
 * migrations, no screen adds a value), so a catalogue in code is enough.
 */
export const valueLabelKinds = ['parentType', 'location', 'appointmentType', 'checklistItem'] as const;
export type ValueLabelKind = (typeof valueLabelKinds)[number];

/** The six appointment types the migration seeds (`appointment_types`), in its order. */
export const seededAppointmentTypes = [
  'Cleaning',
  'Maintenance',
  'Tire change',
  'Inspection',
  'Repair',
  'Other',
] as const;

export const parentTypeLabelsFr: Record<(typeof vehicleParentTypes)[number], string> = {
  SUV: 'VUS',
  'Light Duty Truck': 'Camion léger',
  'Heavy Duty Truck': 'Camion lourd',
  'Sept Iles - F250': 'Sept-Îles - F250',
  'Sept Iles - F125': 'Sept-Îles - F125',
  'Sept Iles - SUV': 'Sept-Îles - VUS',
};

export const locationLabelsFr: Record<(typeof allowedLocationNames)[number], string> = {
  'Mine Engineering': 'Ingénierie minière',
  'Colby Building': 'Édifice Colby',
  'Admin Building': 'Édifice administratif',
  'Processing Ops': 'Opérations de traitement',
  'Sept Iles': 'Sept-Îles',
  Others: 'Autres',
};

export const appointmentTypeLabelsFr: Record<(typeof seededAppointmentTypes)[number], string> = {
  Cleaning: 'Nettoyage',
  Maintenance: 'Entretien',
  'Tire change': 'Changement de pneus',
  Inspection: 'Inspection',
  Repair: 'Réparation',
  Other: 'Autre',
};

const frenchLabels: Record<Exclude<ValueLabelKind, 'checklistItem'>, Partial<Record<string, string>>> = {
  parentType: parentTypeLabelsFr,
  location: locationLabelsFr,
  appointmentType: appointmentTypeLabelsFr,
};

/**
 * What a person reads for a stored value: the French label in French, the stored value otherwise.
 * A value no catalogue knows (one added later by SQL) shows as it is stored rather than vanish.
 * Checklist items are stored as keys (`light_and_signals`), so they read as their English label.
 */
export function valueLabel(kind: ValueLabelKind, value: string, language: string | undefined): string {
  const french = language?.toLowerCase().startsWith('fr') ?? false;
  if (kind === 'checklistItem') return (french ? checklistItemLabelsFr[value] : undefined) ?? checklistItemLabel(value);
  return (french ? frenchLabels[kind][value] : undefined) ?? value;
}
