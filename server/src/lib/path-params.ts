import { maxId } from '@fleet-ops/shared';
import { z } from 'zod';

/**
 * An id segment of a path. Text that cannot be a database id becomes 0, which names no row, so
 * `api/drivers/abc` or a 20-digit id answers the same 404 as an id that does not exist.
 */
export const pathId = z
  .string()
  .transform((text) => (/^\d{1,10}$/.test(text) && Number(text) <= maxId ? Number(text) : 0));

/** `{id}` in a path. */
export const idParams = z.object({ id: pathId });
