import { renewalKinds, renewalPageSize } from '@fleet-ops/shared';
import { type inferParserType } from 'nuqs';
import { anyChoice, anyOrChoiceParam, flagParam, pageParam, pageSizeParam } from '../../lib/list-address';
import type { RenewalFilterParams, RenewalListParams } from './api/get-renewals';

/** The "due within" choices, in days (the Home tiles' windows and a quarter). */
export const withinChoices = ['7', '30', '90'] as const;

/** What the Renewals screen shows, kept in the address (`kind`, `within`, `overdue`, `page`, `per_page`). */
export const renewalListAddress = {
  kind: anyOrChoiceParam(renewalKinds),
  within: anyOrChoiceParam(withinChoices),
  overdue: flagParam,
  page: pageParam,
  perPage: pageSizeParam(renewalPageSize),
};

export type RenewalListState = inferParserType<typeof renewalListAddress>;

/** The query the list and the CSV export share: only the filters in force. */
export function renewalFilterParams(state: RenewalListState): RenewalFilterParams {
  return {
    ...(state.kind !== anyChoice ? { kind: state.kind } : {}),
    ...(state.within !== anyChoice ? { within_days: Number(state.within) } : {}),
    ...(state.overdue ? { overdue: 1 as const } : {}),
  };
}

export function renewalListParams(state: RenewalListState): RenewalListParams {
  return { ...renewalFilterParams(state), page: state.page, per_page: state.perPage };
}
