import type { InspectionFormDraft, InspectionFormRow, InspectionFormVersion, InspectionItem } from '@fleet-ops/shared';

/** An item with the stored defaults, and what a test sets. */
export function storedItem(fields: Pick<InspectionItem, 'key' | 'label' | 'label_fr'> & Partial<InspectionItem>) {
  return {
    help: null,
    help_fr: null,
    answer_kind: 'pass_fail',
    na_allowed: false,
    unit: null,
    min: null,
    max: null,
    photo_required_on_fail: false,
    severity: 'minor',
    defects: [],
    equipment_item: null,
    ...fields,
  } satisfies InspectionItem;
}

/** The SAAQ circle check as a draft holds it: one of List 1's systems, then the site's own section. */
export const saaqDraft: InspectionFormDraft = {
  id: 2,
  name: 'Circle check — heavy vehicle (SAAQ)',
  name_fr: 'Ronde de sécurité — véhicule lourd (SAAQ)',
  description: 'RSSVR Schedule III, List 1.',
  description_fr: 'RSSVR, annexe III, liste 1.',
  kind: 'pre_trip',
  validity: '24h',
  applies_to: { vehicle_parent_types: [], vehicle_ids: [] },
  is_default: false,
  built_in: 'saaq_list_1',
  regulated: true,
  current_version: 1,
  // As the server answers it: the business timezone's wall clock.
  published_at: '2026-11-20 09:00:00',
  unpublished_changes: false,
  updated_at: '2026-11-20 09:00:00',
  sections: [
    {
      key: 'air_brakes',
      title: 'Air brake system',
      title_fr: 'Système de freins pneumatiques',
      regulated: true,
      items: [
        storedItem({
          key: 'air_brakes',
          label: 'Air brake system',
          label_fr: 'Système de freins pneumatiques',
          severity: null,
          defects: [
            { code: '1.1', text: 'Audible air leak', text_fr: 'Fuite d’air audible', class: 'minor' },
            { code: '1.A', text: 'Pressure drop', text_fr: 'Chute de pression', class: 'major' },
          ],
        }),
      ],
    },
    {
      key: 'operator',
      title: 'Specific verifications required by the operator',
      title_fr: 'Vérifications particulières exigées par l’exploitant',
      regulated: false,
      items: [storedItem({ key: 'operator_1', label: 'Fire extinguisher', label_fr: 'Extincteur' })],
    },
  ],
};

const { sections: _sections, description: _description, description_fr: _descriptionFr, ...saaqFields } = saaqDraft;

export const saaqRow: InspectionFormRow = {
  ...saaqFields,
  applies_to: { vehicle_parent_types: ['Heavy Duty Truck'], vehicle_ids: [7, 8] },
};

export const preOpRow: InspectionFormRow = {
  ...saaqFields,
  id: 1,
  name: 'Pre-OP',
  name_fr: 'Pré-opération',
  validity: 'calendar_day',
  is_default: true,
  built_in: 'pre_op',
  regulated: false,
  current_version: 3,
  published_at: '2026-11-01 08:00:00',
  unpublished_changes: true,
};

export const saaqVersion1: InspectionFormVersion = {
  id: 11,
  form_id: 2,
  version: 1,
  name: saaqDraft.name,
  name_fr: saaqDraft.name_fr,
  kind: 'pre_trip',
  validity: '24h',
  built_in: 'saaq_list_1',
  sections: saaqDraft.sections,
  published_at: '2026-11-20 09:00:00',
  published_by: 1,
};
