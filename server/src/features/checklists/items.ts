import {
  checklistBaseItems,
  checklistEquipmentItems,
  checklistMessages,
  type ChecklistAnswerValue,
} from '@fleet-ops/shared';
import type { ChecklistItemAnswers } from '../../db/schema/checklists.js';
import type { vehicles } from '../../db/schema/index.js';
import type { FieldErrors } from '../../lib/errors.js';

type Vehicle = typeof vehicles.$inferSelect;

/** Each equipment item and the vehicle column that says whether the vehicle has it. */
const equipmentColumns: Record<(typeof checklistEquipmentItems)[number], keyof Vehicle> = {
  buggy_whip: 'buggyWhip',
  amber_light: 'amberLight',
  back_up_alarm: 'backUpAlarm',
  radio: 'radio',
  first_aid_kit: 'firstAidKit',
  cones: 'cones',
  wheel_chock: 'wheelChock',
  fire_extinguisher: 'fireExtinguisher',
  snow_brush: 'snowBrush',
  extension_cord: 'extensionCord',
  spill_kit: 'spillKit',
  stripping_color: 'strippingColor',
  vehicle_num_on_3_sides: 'vehicleNumOn3Sides',
};

/**
 * The items a vehicle's checklist asks about: the 13 base items, then, only for a vehicle flagged
 * `extra_checklist_items`, one per equipment item the vehicle has, in the vehicle form's order.
 */
export function checklistItemsFor(vehicle: Vehicle): string[] {
  const extras = vehicle.extraChecklistItems
    ? checklistEquipmentItems.filter((item) => vehicle[equipmentColumns[item]] === true)
    : [];
  return [...checklistBaseItems, ...extras];
}

/**
 * The answers in the vehicle's item order. Every item of the vehicle must be answered and no
 * other item given; otherwise the field errors say which rule failed.
 */
export function orderedAnswers(
  items: string[],
  answers: Record<string, ChecklistAnswerValue>,
): { answers: ChecklistItemAnswers; errors: FieldErrors } {
  const expected = new Set(items);
  if (Object.keys(answers).some((item) => !expected.has(item))) {
    return { answers: [], errors: { checklist: [checklistMessages.itemsMismatch] } };
  }
  if (items.some((item) => answers[item] === undefined)) {
    return { answers: [], errors: { checklist: [checklistMessages.invalidForm] } };
  }
  return { answers: items.map((item) => ({ item, answer: answers[item]! })), errors: {} };
}
