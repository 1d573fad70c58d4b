import { workOrderPageSize, workOrderStatuses } from '@fleet-ops/shared';
import { type inferParserType } from 'nuqs';
import { anyChoice, anyOrChoiceParam, idParam, pageParam, pageSizeParam, searchParam } from '../../lib/list-address';
import type { WorkOrderFilterParams, WorkOrderListParams } from './api/work-orders';

/** What the Work orders screen shows, kept in the address so the vehicle record can link to its own list. */
export const workOrderListAddress = {
  search: searchParam,
  status: anyOrChoiceParam(workOrderStatuses),
  vehicle_id: idParam,
  page: pageParam,
  perPage: pageSizeParam(workOrderPageSize),
};

export type WorkOrderListState = inferParserType<typeof workOrderListAddress>;

/** The query the list and the CSV export share: only the filters in force. */
export function workOrderFilterParams(state: WorkOrderListState): WorkOrderFilterParams {
  return {
    ...(state.status !== anyChoice ? { status: state.status } : {}),
    ...(state.vehicle_id ? { vehicle_id: state.vehicle_id } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
}

export function workOrderListParams(state: WorkOrderListState): WorkOrderListParams {
  return { ...workOrderFilterParams(state), page: state.page, per_page: state.perPage };
}
