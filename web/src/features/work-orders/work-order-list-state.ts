import { workOrderPageSize, workOrderStatuses } from '@fleet-ops/shared';
import { createParser, type inferParserType } from 'nuqs';
import { choiceParam, pageParam, pageSizeParam, searchParam } from '../../lib/list-address';
import type { WorkOrderFilterParams, WorkOrderListParams } from './api/work-orders';

const anyChoice = 'all';

const vehicleParam = createParser({
  parse: (text) => {
    const value = Number(text);
    return Number.isInteger(value) && value >= 1 ? value : null;
  },
  serialize: String,
});

/** What the Work orders screen shows, kept in the address so the vehicle record can link to its own list. */
export const workOrderListAddress = {
  search: searchParam,
  status: choiceParam([anyChoice, ...workOrderStatuses], anyChoice),
  vehicle_id: vehicleParam,
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
