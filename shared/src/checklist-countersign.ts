import { z } from 'zod';
import { paginationQuery } from './api.js';
import { checklistRecordRequestFields } from './checklist-record.js';
import { optionalClientRequestId } from './fields.js';
import { countersignMessages, countersignStatementVersion } from './countersign-words.js';

// The statement, its versions and the messages are in countersign-words.ts (no zod).

/** `POST api/checklist/{id}/countersign`: the statement, and a signature drawn (PNG) or typed. */
export const countersignRequest = z.object({
  statement_version: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.literal(countersignStatementVersion, { error: countersignMessages.statementRequired }),
  ),
  signature: checklistRecordRequestFields.signature,
  signature_typed_name: checklistRecordRequestFields.signature_typed_name,
  client_id: optionalClientRequestId,
});
export type CountersignRequest = z.input<typeof countersignRequest>;
export type CountersignBody = z.output<typeof countersignRequest>;

/** One countersignature as the detail, the to-countersign list and the PDF show it. */
export const checklistCountersignature = z.object({
  id: z.number().int(),
  name: z.string(),
  statement_version: z.string(),
  /** Business time `YYYY-MM-DD HH:MM:SS`. */
  signed_at: z.string(),
  signature_url: z.string().nullable(),
  signature_typed_name: z.string().nullable(),
});
export type ChecklistCountersignature = z.infer<typeof checklistCountersignature>;

/** What the checklist detail adds for validity and countersignatures. */
export const checklistValidityFields = {
  /** Until when the inspection counts (business time). */
  valid_until: z.string(),
  /** It still counts now. */
  valid_now: z.boolean(),
  countersignatures: z.array(checklistCountersignature),
  /** The caller may countersign it now (operator or current driver, not its author, valid, not yet signed). */
  may_countersign: z.boolean(),
};

/** `GET api/checklist/to_countersign`: the valid inspections the caller (a driver) has to countersign. */
export const toCountersignQuery = paginationQuery;
export const toCountersignRow = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  equipment_number: z.string(),
  vehicle_type: z.string(),
  operator: z.string(),
  /** Who did the inspection (the account that submitted it). */
  inspected_by: z.string(),
  inspected_at: z.string(),
  valid_until: z.string(),
  has_issue: z.boolean(),
});
export type ToCountersignRow = z.infer<typeof toCountersignRow>;
