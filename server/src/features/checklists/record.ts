import { checklistRecordMessages, checklistTimeLimits, signatureMaxBytes, type NewChecklist } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { ChecklistItemAnswers } from '../../db/schema/checklists.js';
import type { FieldErrors } from '../../lib/errors.js';
import { detectFileKind } from '../../lib/file-types.js';
import type { UploadedFile } from '../../plugins/form-bodies.js';
import { findPlaceLocation } from './record-queries.js';

/** What the record adds to the checklist row, once checked. */
export type RecordValues = {
  locationId: number | null;
  place: string | null;
  statementVersion: string | null;
  openedAt: Date | null;
  signedAt: Date | null;
  /** The signature's PNG bytes, stored with the photos. */
  signature: Buffer | null;
  /** Or the name typed as the signature (keyboard or screen reader). */
  signatureTypedName: string | null;
};

const dataUrlPrefix = /^data:image\/png;base64,/i;

/**
 * The signature as PNG bytes: a data URL (JSON or a text field) or a file under `signature`.
 * Checked by its bytes, never by the name or type the phone sent.
 */
export function signatureBytes(
  input: Pick<NewChecklist, 'signature'>,
  files: UploadedFile[],
  errors: FieldErrors,
): Buffer | null {
  const file = files.find((entry) => entry.field === 'signature');
  let data: Buffer | null = null;
  if (file) data = file.data;
  else if (input.signature !== undefined) {
    if (!dataUrlPrefix.test(input.signature)) {
      errors.signature = [checklistRecordMessages.signatureNotPng];
      return null;
    }
    data = Buffer.from(input.signature.replace(dataUrlPrefix, ''), 'base64');
  }
  if (data === null) return null;
  if (data.length > signatureMaxBytes) errors.signature = [checklistRecordMessages.signatureTooLarge];
  else if (detectFileKind(data) !== 'png') errors.signature = [checklistRecordMessages.signatureNotPng];
  return data;
}

/** The phone's time, refused when ahead of the server beyond the skew or older than a day. */
function phoneTime(context: AppContext, field: string, value: string | undefined, errors: FieldErrors) {
  if (value === undefined) return null;
  const moment = new Date(value);
  const now = context.clock.now().getTime();
  if (moment.getTime() > now + checklistTimeLimits.futureSkewMs) errors[field] = [checklistRecordMessages.timeInFuture];
  else if (moment.getTime() < now - checklistTimeLimits.maxAgeMs) errors[field] = [checklistRecordMessages.timeTooOld];
  return moment;
}

/**
 * Checks the record's fields and adds their messages to `errors`: the place (a listed location
 * wins over typed text, and its name is kept as the place), the signature (drawn or typed) and the phone's times.
 */
export async function checkRecord(
  context: AppContext,
  db: Database,
  input: NewChecklist,
  files: UploadedFile[],
  errors: FieldErrors,
): Promise<RecordValues> {
  let locationId: number | null = null;
  let place = input.place ?? null;
  if (input.location_id !== undefined) {
    const location = await findPlaceLocation(db, input.location_id);
    if (location) ({ id: locationId, name: place } = location);
    else errors.location_id = [checklistRecordMessages.placeUnknown];
  }
  const openedAt = phoneTime(context, 'opened_at', input.opened_at, errors);
  const signedAt = phoneTime(context, 'signed_at', input.signed_at, errors);
  if (openedAt && signedAt && openedAt > signedAt && !errors.opened_at) {
    errors.opened_at = [checklistRecordMessages.openedAfterSigned];
  }
  const signature = signatureBytes(input, files, errors);
  const signatureTypedName = input.signature_typed_name ?? null;
  checkOneSignature(input, { drawn: signature !== null, typed: signatureTypedName !== null }, errors);
  return {
    locationId,
    place,
    statementVersion: input.statement_version ?? null,
    openedAt,
    signedAt,
    signature,
    signatureTypedName,
  };
}

/**
 * One signature, drawn or typed: both at once is refused (the record keeps one). A client that
 * accepts the declaration signs it one way or the other; one that sends neither (the spec's call)
 * still stores its checklist, "not signed".
 */
function checkOneSignature(input: NewChecklist, signed: { drawn: boolean; typed: boolean }, errors: FieldErrors) {
  if (errors.signature || errors.signature_typed_name) return;
  if (signed.drawn && signed.typed) errors.signature_typed_name = [checklistRecordMessages.signatureTwice];
  else if (input.statement_version !== undefined && !signed.drawn && !signed.typed) {
    errors.signature = [checklistRecordMessages.signatureRequired];
  }
}

/**
 * The answers with the driver's notes on "no" items. A note on a "yes" is refused rather than
 * dropped, so a client that got the answer wrong hears of it.
 */
export function withNotes(
  answers: ChecklistItemAnswers,
  notes: Record<string, string | undefined> | undefined,
  errors: FieldErrors,
): ChecklistItemAnswers {
  if (!notes) return answers;
  for (const [item, note] of Object.entries(notes)) {
    const answer = answers.find((entry) => entry.item === item);
    if (note !== undefined && answer?.answer !== 'no') errors[`notes.${item}`] = [checklistRecordMessages.noteOnYes];
  }
  return answers.map((entry) => {
    const note = notes[entry.item];
    return entry.answer === 'no' && note ? { ...entry, note } : entry;
  });
}
