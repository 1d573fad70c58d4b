import { regRenewalReportResponse, type ExpiryReportType } from '@fleet-ops/shared';
import { useQuery } from '@tanstack/react-query';
import type { DateRange } from '../report-range';
import { reportQueryOptions } from './report-query';

/** `POST api/reports/reg_renewal/{all|expired|upcoming}`: registrations, insurances and stickers to renew. */
export function regRenewalReportQueryOptions(range: DateRange, type: ExpiryReportType) {
  return reportQueryOptions(`/api/reports/reg_renewal/${type}`, regRenewalReportResponse, range);
}

export function useRegRenewalReport(range: DateRange, type: ExpiryReportType) {
  return useQuery(regRenewalReportQueryOptions(range, type));
}
