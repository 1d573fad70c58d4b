import { profitLossReportResponse } from '@fleet-ops/shared';
import { useQuery } from '@tanstack/react-query';
import type { DateRange } from '../report-range';
import { reportQueryOptions } from './report-query';

/** `POST api/reports/profit_loss`: billing and income less expenses, per vehicle and by week. */
export function profitLossReportQueryOptions(range: DateRange) {
  return reportQueryOptions('/api/reports/profit_loss', profitLossReportResponse, range);
}

export function useProfitLossReport(range: DateRange) {
  return useQuery(profitLossReportQueryOptions(range));
}
