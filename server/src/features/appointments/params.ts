import { z } from 'zod';
import { maxId } from '@fleet-ops/shared';

/**
 * `{id}` in a path. Text that cannot be a database id becomes 0, which names no row, so
 * `api/appointments/abc` answers the same 404 as an id that does not exist.
 */
export const idParams = z.object({
  id: z.string().transform((text) => (/^\d{1,10}$/.test(text) && Number(text) <= maxId ? Number(text) : 0)),
});
