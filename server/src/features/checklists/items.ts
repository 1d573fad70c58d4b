import {
  checklistBaseItems,
  vehicleEquipmentItems,
  checklistMessages,
  type ChecklistAnswerValue,
} from '@fleet-ops/shared';
import type { ChecklistItemAnswers } from '../../db/schema/checklists.js';
import { equipmentItemColumns, type vehicles } from '../../db/schema/index.js';
import type { FieldErrors } from '../../lib/errors.js';

type Vehicle = typeof vehicles.$inferSelect;

/**
 * The items a vehicle's checklist asks about: the 13 base items, then, only for a vehicle flagged
 * `extra_checklist_items`, one per equipment item the vehicle has, in the vehicle form's order.
 */
export function checklistItemsFor(vehicle: Vehicle): string[] {
  const extras = vehicle.extraChecklistItems
    ? vehicleEquipmentItems.filter((item) => vehicle[equipmentItemColumns[item]] === true)
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
