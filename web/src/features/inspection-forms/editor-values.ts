import type { InspectionFormDraft, InspectionItem, InspectionSection, inspectionFormInput } from '@fleet-ops/shared';
import type { z } from 'zod';

/** What Save draft sends (`POST`, `PUT api/inspection_forms`): the shared input schema's shape. */
export type FormDraftBody = z.input<typeof inspectionFormInput>;

/**
 * What the editor holds: the draft with every optional word as text ('' for none) and the number
 * bounds as the NumberField gives them (a number, or '' while empty), so each field is controlled.
 */
export type ItemValues = Omit<InspectionItem, 'help' | 'help_fr' | 'unit' | 'min' | 'max'> & {
  help: string;
  help_fr: string;
  unit: string;
  min: number | string;
  max: number | string;
};
export type SectionValues = Omit<InspectionSection, 'items'> & { items: ItemValues[] };
export type EditorValues = Pick<
  InspectionFormDraft,
  'name' | 'name_fr' | 'description' | 'description_fr' | 'kind' | 'validity' | 'applies_to' | 'is_default'
> & { sections: SectionValues[] };

const itemValues = (item: InspectionItem): ItemValues => ({
  ...item,
  help: item.help ?? '',
  help_fr: item.help_fr ?? '',
  unit: item.unit ?? '',
  min: item.min ?? '',
  max: item.max ?? '',
});

export function editorValues(draft: InspectionFormDraft | null): EditorValues {
  if (!draft) {
    return {
      name: '',
      name_fr: '',
      description: '',
      description_fr: '',
      kind: 'pre_trip',
      validity: 'calendar_day',
      applies_to: { vehicle_parent_types: [], vehicle_ids: [] },
      is_default: false,
      // A form holds at least one section: a new one starts with it.
      sections: [newSection('section_1')],
    };
  }
  return {
    name: draft.name,
    name_fr: draft.name_fr,
    description: draft.description,
    description_fr: draft.description_fr,
    kind: draft.kind,
    validity: draft.validity,
    applies_to: draft.applies_to,
    is_default: draft.is_default,
    sections: draft.sections.map((section) => ({ ...section, items: section.items.map(itemValues) })),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);
const boundOf = (value: number | string) => (value === '' ? null : Number(value));

/**
 * The draft Save sends: empty words as null, a unit and bounds only on number items, defect
 * descriptions only when the item is classed by them, and no `regulated` (the server's to set).
 */
export function draftBody(values: EditorValues): FormDraftBody {
  return {
    ...values,
    sections: values.sections.map(({ key, title, title_fr, items }) => ({
      key,
      title,
      title_fr,
      items: items.map((item) => {
        const number = item.answer_kind === 'number';
        return {
          ...item,
          help: orNull(item.help),
          help_fr: orNull(item.help_fr),
          unit: number ? orNull(item.unit) : null,
          min: number ? boundOf(item.min) : null,
          max: number ? boundOf(item.max) : null,
          defects: item.severity === null ? item.defects : [],
        };
      }),
    })),
  };
}

/** A key not yet used among `taken`: `prefix_1`, `prefix_2`… (the admin may rename it). */
export function freshKey(prefix: string, taken: string[]): string {
  let number = taken.length + 1;
  while (taken.includes(`${prefix}_${number}`)) number += 1;
  return `${prefix}_${number}`;
}

export function newItem(key: string): ItemValues {
  return {
    key,
    label: '',
    label_fr: '',
    help: '',
    help_fr: '',
    answer_kind: 'pass_fail',
    na_allowed: false,
    unit: '',
    min: '',
    max: '',
    photo_required_on_fail: false,
    severity: 'minor',
    defects: [],
    equipment_item: null,
  };
}

export function newSection(key: string): SectionValues {
  return { key, title: '', title_fr: '', regulated: false, items: [] };
}
