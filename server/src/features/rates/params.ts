import { z } from 'zod';

/**
 * `{id}` in a path. Text that cannot be a database id becomes 0, which names no row, so
 * `api/rates/abc` answers the same 404 as an id that does not exist.
 */
export const idParams = z.object({
  id: z.string().transform((text) => (/^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : 0)),
});
