import { defectPageSize, defectSeverities, defectStatuses } from '@fleet-ops/shared';
import { type inferParserType } from 'nuqs';
import {
  anyChoice,
  anyOrChoiceParam,
  flagParam,
  idParam,
  pageParam,
  pageSizeParam,
  searchParam,
} from '../../lib/list-address';
import type { DefectFilterParams, DefectListParams } from './api/get-defects';

/**
 * What the Defects screen shows, kept in the address (`status`, `severity`, `vehicle_id`,
 * `code`, `overdue`, `search`, `page`, `per_page`) so Home's "Minor defects overdue" tile and a vehicle's
 * section can link straight to a filtered list.
 */
export const defectListAddress = {
  search: searchParam,
  status: anyOrChoiceParam(defectStatuses),
  severity: anyOrChoiceParam(defectSeverities),
  vehicle_id: idParam,
  code: searchParam,
  overdue: flagParam,
  page: pageParam,
  perPage: pageSizeParam(defectPageSize),
};

export type DefectListState = inferParserType<typeof defectListAddress>;

/** The query the list and the CSV export share: only the filters in force. */
export function defectFilterParams(state: DefectListState): DefectFilterParams {
  return {
    ...(state.status !== anyChoice ? { status: state.status } : {}),
    ...(state.severity !== anyChoice ? { severity: state.severity } : {}),
    ...(state.vehicle_id ? { vehicle_id: state.vehicle_id } : {}),
    ...(state.code ? { code: state.code } : {}),
    ...(state.overdue ? { overdue: 1 as const } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
}

export function defectListParams(state: DefectListState): DefectListParams {
  return { ...defectFilterParams(state), page: state.page, per_page: state.perPage };
}
