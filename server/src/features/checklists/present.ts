import type { ChecklistAmendment } from '@fleet-ops/shared';
import type { Clock } from '../../lib/clock.js';
import type { ChecklistRow } from './queries.js';

type RecordColumns = Pick<
  ChecklistRow,
  'createdAt' | 'place' | 'statementVersion' | 'signatureKey' | 'signatureTypedName' | 'openedAt' | 'signedAt'
>;

/** Seconds from opening the form to signing it, when the phone gave both times. */
export function durationSeconds(checklist: Pick<ChecklistRow, 'openedAt' | 'signedAt'>): number | null {
  if (!checklist.openedAt || !checklist.signedAt) return null;
  return Math.round((checklist.signedAt.getTime() - checklist.openedAt.getTime()) / 1000);
}

/**
 * What every answer about a checklist tells of its record. Signed means both the statement and a
 * signature, drawn or typed: an API client that sent neither still has its checklist, marked "not signed".
 */
export function recordFields(checklist: RecordColumns, quickCheckSeconds: number, clock: Clock) {
  const duration = durationSeconds(checklist);
  return {
    inspected_at: clock.formatDateTime(checklist.createdAt),
    place: checklist.place,
    signed:
      checklist.statementVersion !== null && (checklist.signatureKey !== null || checklist.signatureTypedName !== null),
    statement_version: checklist.statementVersion,
    duration_seconds: duration,
    completed_quickly: duration !== null && duration < quickCheckSeconds,
  };
}

export function presentAmendment(
  row: { id: number; authorName: string; reason: string; correction: string; createdAt: Date },
  clock: Clock,
): ChecklistAmendment {
  return {
    id: row.id,
    author_name: row.authorName,
    reason: row.reason,
    correction: row.correction,
    created_at: clock.formatDateTime(row.createdAt),
  };
}

export function signatureUrl(checklistId: number): string {
  return `/api/checklist/${checklistId}/signature`;
}
