import type { checklists } from '../db/schema/index.js';
import type { ChecklistItemAnswers } from '../db/schema/checklists.js';
import { genericRemark, issueRemarks } from './catalog.js';
import type { Random } from './random.js';

type ChecklistInsert = typeof checklists.$inferInsert;

/** The answers of one inspection: all yes, or one item (now and then two) failed with what the driver wrote. */
export function checklistAnswers(random: Random, items: string[], allYes: ChecklistItemAnswers) {
  if (!random.chance(0.03)) return { items: allYes, hasIssue: false, remarks: null };
  const failed = new Set([random.pick(items)]);
  if (random.chance(0.1)) failed.add(random.pick(items));
  const answers = items.map((item) => ({ item, answer: failed.has(item) ? ('no' as const) : ('yes' as const) }));
  const remarks = [...failed].map((item) => random.pick(issueRemarks[item] ?? [genericRemark])).join('. ');
  return { items: answers, hasIssue: true, remarks };
}

export type ChecklistSubject = {
  vehicleId: number;
  equipmentNumber: string;
  vehicleType: string;
  driverId: number;
  operator: string;
  submittedBy: number;
};

export function checklistRow(
  subject: ChecklistSubject,
  date: string,
  reading: { odmRead: number; oilLife: number | null },
  answers: ReturnType<typeof checklistAnswers>,
  createdAt: Date,
): ChecklistInsert {
  return { ...subject, date, ...reading, ...answers, createdAt };
}
