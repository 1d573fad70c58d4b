import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { reportRangeBody, type DateRange } from '../report-range';

/** Every report query starts with this key. */
export const reportsQueryKey = ['reports'] as const;

/**
 * A report call: `POST path` with the range as its body. The previous answer stays on screen
 * (under the loading overlay) while another range loads, so the table does not jump.
 */
export function reportQueryOptions<Schema extends z.ZodType>(path: string, schema: Schema, range: DateRange) {
  return queryOptions({
    queryKey: [...reportsQueryKey, path, range],
    queryFn: ({ signal }) => api.post(path, schema, reportRangeBody(range), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** An export's query: the range, and the screen's search when one is in force (the file holds the rows shown). */
export function reportExportQuery(range: DateRange, search: string) {
  return { ...reportRangeBody(range), ...(search ? { search } : {}) };
}
