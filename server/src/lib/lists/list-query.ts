import type { z } from 'zod';
import { paginationQuery } from '@fleet-ops/shared';

/**
 * Every list pages with the same fields and bounds (`page` from 1, `per_page` or `limit` from 1 to
 * 100, the messages of shared's `paginationQuery`). A list whose query schema does not carry those
 * very fields is refused when the app is built, not found later in a review.
 */
export function checkPagingFields(url: string, query: z.ZodType): void {
  const shape = (query as { shape?: Record<string, unknown> }).shape;
  const samePaging = shape && Object.entries(paginationQuery.shape).every(([name, field]) => shape[name] === field);
  if (!samePaging) throw new Error(`The list ${url} must page with paginationQuery's fields (page, per_page, limit).`);
}
