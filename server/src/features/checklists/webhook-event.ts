import type { WebhookData } from '../webhooks/index.js';
import type { ChecklistRow } from './queries.js';

/** What `checklist.submitted` tells a webhook: ids, the unit, the reading and the items answered "no". */
export function submittedEvent(checklist: ChecklistRow, answers: { item: string; answer: string }[]): WebhookData {
  return {
    checklist_id: checklist.id,
    vehicle_id: checklist.vehicleId,
    equipment_number: checklist.equipmentNumber,
    driver_id: checklist.driverId,
    date: checklist.date,
    odm_read: checklist.odmRead,
    hour_read: checklist.hourRead,
    has_issue: checklist.hasIssue,
    failed_items: answers.filter((entry) => entry.answer === 'no').map((entry) => entry.item),
  };
}
