import type {
  VehicleOpenDefect,
  ChecklistDefectChoice,
  InspectionDefectClass,
  InspectionFormVersion,
  InspectionItem,
  InspectionSection,
} from '@fleet-ops/shared';
import { i18n } from '../../../lib/i18n';
import { formatTypedNumber } from '../../../lib/typed-number';
import type { ChecklistFormValues } from './checklist-values';

/** The defect picker's choice for a defect not among the item's descriptions: a note says what it is. */
export const otherDefect = 'other';

/**
 * Whether the form draws the version's own sections: every form but the built-in Pre-OP, whose
 * vehicles keep the spec's list and call exactly as before forms (`equipment_items`, no version sent).
 */
export function drawsFormVersion(version: InspectionFormVersion | undefined): version is InspectionFormVersion {
  // Shared's `builtInInspectionForms.preOp`, written out: importing it would bring zod to the driver page's first load.
  return version !== undefined && version.built_in !== 'pre_op';
}

/**
 * The version's sections with the items this vehicle is asked, as the server checks them: an item
 * tied to an equipment item only where the vehicle carries it (its Pre-OP list names the extras it
 * carries). A section left with no item is not drawn.
 */
export function askedSections(version: InspectionFormVersion, vehicleItems: string[]): InspectionSection[] {
  return version.sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => item.equipment_item === null || vehicleItems.includes(item.equipment_item)),
    }))
    .filter((section) => section.items.length > 0);
}

export const sectionItems = (sections: InspectionSection[]) => sections.flatMap((section) => section.items);

/** The items a checklist asks, by key: the form's item, or null on the Pre-OP list. */
export function askedItemMap(itemKeys: string[], sections: InspectionSection[] | undefined) {
  const items = new Map(sections ? sectionItems(sections).map((item) => [item.key, item]) : []);
  return new Map(itemKeys.map((key) => [key, items.get(key) ?? null]));
}

/** An open defect's item as its vehicle's form names it, in the reader's language (undefined: not on the form). */
export function openDefectName(defects: VehicleOpenDefect[], item: string): string | undefined {
  const defect = defects.find((entry) => entry.item === item);
  return (i18n.language === 'fr' ? defect?.item_label_fr : defect?.item_label) ?? undefined;
}

/** Each form item's label in both languages, for the confirmation to name the failed ones. */
export function itemLabelsOf(sections: InspectionSection[] | undefined): Record<string, { en: string; fr: string }> {
  return Object.fromEntries(
    sections ? sectionItems(sections).map((item) => [item.key, { en: item.label, fr: item.label_fr }]) : [],
  );
}

/**
 * The class of the defect a failed item opens, as the server decides it: the chosen description's,
 * major for "Other" or no choice on an item that lists descriptions, else the item's own class.
 */
export function failedItemClass(item: InspectionItem, choice: string | undefined): InspectionDefectClass | null {
  if (item.defects.length === 0) return item.severity;
  return item.defects.find((defect) => defect.code === choice)?.class ?? 'major';
}

/** A failed item marked major: the vehicle may not be driven once the checklist is in. */
export function majorMarked(values: ChecklistFormValues, sections: InspectionSection[]): boolean {
  return sectionItems(sections).some(
    (item) =>
      values.checklist[item.key] === 'no' && failedItemClass(item, values.defect_choices?.[item.key]) === 'major',
  );
}

/**
 * What the request adds on a form other than Pre-OP: the version the phone showed, for each failed
 * item the description chosen ("Other" sends none: the item's note says what was found), and the
 * number items' readings.
 */
export function inspectionRequest(values: ChecklistFormValues, version: InspectionFormVersion | undefined) {
  if (!drawsFormVersion(version)) return {};
  const items = sectionItems(version.sections);
  const defects: ChecklistDefectChoice[] = items.flatMap((item) => {
    const code = values.defect_choices?.[item.key];
    if (values.checklist[item.key] !== 'no' || !code || code === otherDefect) return [];
    return item.defects.some((defect) => defect.code === code) ? [{ item: item.key, code }] : [];
  });
  const readings = Object.fromEntries(
    items.flatMap((item) => {
      const reading = values.readings?.[item.key];
      const asked = item.answer_kind === 'number' && values.checklist[item.key] !== 'na';
      return asked && typeof reading === 'number' && !Number.isNaN(reading) ? [[item.key, reading]] : [];
    }),
  );
  return {
    form_version_id: version.id,
    ...(defects.length > 0 ? { defects } : {}),
    ...(Object.keys(readings).length > 0 ? { readings } : {}),
  };
}

export type InspectionWords = {
  chooseDefect: string;
  describeOther: string;
  readingRequired: string;
  readingBetween: (min: number, max: number) => string;
  readingAtLeast: (min: number) => string;
  readingAtMost: (max: number) => string;
};

/**
 * The messages in the reader's language. Asked at Submit only when a form's items are drawn, so
 * their chunk has registered the words ('checklistInspection', inspection-i18n) by then.
 */
export function inspectionWords(): InspectionWords {
  const t = (key: string, values: Record<string, string> = {}) => i18n.t(key, { ns: 'checklistInspection', ...values });
  const number = (value: number) => formatTypedNumber(value);
  return {
    chooseDefect: t('chooseDefect'),
    describeOther: t('describeOther'),
    readingRequired: t('readingRequired'),
    readingBetween: (min, max) => t('readingBetween', { min: number(min), max: number(max) }),
    readingAtLeast: (min) => t('readingAtLeast', { min: number(min) }),
    readingAtMost: (max) => t('readingAtMost', { max: number(max) }),
  };
}

/** A number item's reading checked against its bounds, with the message the field shows. */
export function readingError(item: InspectionItem, reading: number | '' | undefined, words: InspectionWords) {
  if (reading === undefined || reading === '') return words.readingRequired;
  if (Number.isNaN(reading)) return undefined; // The number field says how to write a number.
  const { min, max } = item;
  const outside = (min !== null && reading < min) || (max !== null && reading > max);
  if (!outside) return undefined;
  if (min !== null && max !== null) return words.readingBetween(min, max);
  return min !== null ? words.readingAtLeast(min) : words.readingAtMost(max!);
}

/**
 * The form's own rules for a version's items: a reading within bounds on every number item not N/A, the
 * defect found on a failed item that lists descriptions, and a note when it is "Other".
 */
export function inspectionErrors(
  values: ChecklistFormValues,
  sections: InspectionSection[],
  words: InspectionWords,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of sectionItems(sections)) {
    // An item answered N/A has no reading to take.
    if (item.answer_kind === 'number' && values.checklist[item.key] !== 'na') {
      const error = readingError(item, values.readings?.[item.key], words);
      const unreadable = Number.isNaN(values.readings?.[item.key]);
      if (error || unreadable) errors[`readings.${item.key}`] = error ?? words.readingRequired;
    }
    if (values.checklist[item.key] !== 'no' || item.defects.length === 0) continue;
    const choice = values.defect_choices?.[item.key];
    if (!choice) errors[`defect_choices.${item.key}`] = words.chooseDefect;
    else if (choice === otherDefect && !values.notes[item.key]?.trim())
      errors[`notes.${item.key}`] = words.describeOther;
  }
  return errors;
}
