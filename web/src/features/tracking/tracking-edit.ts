import {
  billingCents,
  centsToDollars,
  dollarsToCents,
  isDayCode,
  updateTrackingRequest,
  type DayCode,
  type RateType,
  type TrackingRow,
} from '@fleet-ops/shared';

/** What an edit changes on a row: the inline editor and the 'Edit Tracking' modal both hold one. */
export type TrackingDraft = {
  rate_type: RateType | null;
  /** Text while typed; a number once chosen. */
  rate: number | string;
  week_record: Record<string, DayCode>;
  comment: string;
  /**
   * The row's version when the edit began: a newer save by someone else (even one the list has
   * fetched since) makes this save a 409 instead of silently overwriting it.
   */
  version: number;
};

/** The body of `POST api/trackings` (`_method=PUT`) for a row. */
export type TrackingSave = {
  VIN_no: string;
  start_date: string;
  driver_id: number;
  tracking_id: number;
  rate_type: RateType | '';
  rate: number | string;
  /** Left out by the comment pop-up, so the row's billing stays as saved. */
  week_record?: Record<string, DayCode>;
  comment: string;
  /** The row's version as listed: the server refuses the save (409) if someone saved it since. */
  version: number;
};

/** The row's saved values as a draft, with a code for each of the week's 7 days (No Charge when missing). */
export function draftOf(row: TrackingRow, days: readonly string[]): TrackingDraft {
  return {
    rate_type: row.rate_type,
    rate: row.rate,
    week_record: Object.fromEntries(
      days.map((date) => {
        const code = row.week_record[date];
        return [date, isDayCode(code) ? code : 0];
      }),
    ),
    comment: row.comment ?? '',
    version: row.version,
  };
}

/** Choosing a rate type fills the rate with that type's value; custom keeps what is there. */
export function withRateType(row: TrackingRow, draft: TrackingDraft, rateType: RateType | null): TrackingDraft {
  if (rateType === 'full_day_rate') return { ...draft, rate_type: rateType, rate: row.full_day_rate };
  if (rateType === 'shared_day_rate') return { ...draft, rate_type: rateType, rate: row.shared_day_rate };
  return { ...draft, rate_type: rateType };
}

/** The amount the server will compute on save, shown while editing (dollars). */
export function draftAmount(draft: TrackingDraft): number {
  const rate = typeof draft.rate === 'number' ? draft.rate : Number(draft.rate);
  return centsToDollars(billingCents(Number.isFinite(rate) ? dollarsToCents(rate) : 0, draft.week_record));
}

export function saveRequest(row: TrackingRow, draft: TrackingDraft): TrackingSave {
  return {
    VIN_no: row.VIN_no,
    start_date: row.start_date,
    driver_id: row.driver_id ?? 0,
    tracking_id: row.id,
    rate_type: draft.rate_type ?? '',
    rate: draft.rate,
    week_record: draft.week_record,
    comment: draft.comment,
    version: draft.version,
  };
}

/** The shared schema's messages for a draft by field (empty when it can be saved). */
export function draftErrors(row: TrackingRow, draft: TrackingDraft): Record<string, string> {
  const parsed = updateTrackingRequest.safeParse(saveRequest(row, draft));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Comments longer than 6 characters show their first 10 and '...' (spec section 2). */
export function commentPreview(comment: string | null): string {
  if (!comment) return '';
  return comment.length > 6 ? `${comment.slice(0, 10)}...` : comment;
}
