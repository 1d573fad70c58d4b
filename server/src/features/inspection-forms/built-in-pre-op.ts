import {
  checklistBaseItems,
  checklistEquipmentItems,
  checklistItemLabel,
  checklistItemLabelsFr,
  defaultMajorItems,
  type InspectionItem,
  type InspectionSection,
} from '@fleet-ops/shared';

/** One of today's items, with today's default class (Settings may still override it per vehicle type). */
function preOpItem(key: string, equipment: boolean): InspectionItem {
  return {
    key,
    label: checklistItemLabel(key),
    label_fr: checklistItemLabelsFr[key] ?? checklistItemLabel(key),
    help: null,
    help_fr: null,
    answer_kind: 'pass_fail',
    na_allowed: false,
    unit: null,
    min: null,
    max: null,
    photo_required_on_fail: false,
    severity: defaultMajorItems.includes(key) ? 'major' : 'minor',
    defects: [],
    equipment_item: equipment ? key : null,
  };
}

/**
 * The spec's Pre-OP Checklist as a form: the 13 base items, then the equipment items, each asked
 * only of a vehicle flagged for extra items that carries that equipment (as `checklistItemsFor`).
 */
export const preOpSections: InspectionSection[] = [
  {
    key: 'base_items',
    title: 'Base items',
    title_fr: 'Points de base',
    regulated: false,
    items: checklistBaseItems.map((item) => preOpItem(item, false)),
  },
  {
    key: 'equipment_items',
    title: 'Equipment',
    title_fr: 'Équipement',
    regulated: false,
    items: checklistEquipmentItems.map((item) => preOpItem(item, true)),
  },
];

export const preOpForm = {
  builtIn: 'pre_op',
  name: 'Pre-OP (site default)',
  nameFr: 'Pre-OP (par défaut du site)',
  description:
    'The Pre-OP Checklist: the 13 base items, then the equipment items of a vehicle flagged for extra items. ' +
    'An inspection counts for the calendar day. Every vehicle uses this form until an admin assigns another.',
  descriptionFr:
    'La liste de vérification Pre-OP : les 13 points de base, puis les points d’équipement d’un véhicule qui en ' +
    'demande. Une inspection vaut pour la journée. Tous les véhicules utilisent ce formulaire jusqu’à ce qu’un ' +
    'administrateur en attribue un autre.',
  kind: 'pre_trip',
  validity: 'calendar_day',
  sections: preOpSections,
} as const;
