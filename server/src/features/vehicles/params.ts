import { z } from 'zod';
import { vehicleFileKeys, vehicleFileMessages } from '@fleet-ops/shared';
import { pathId } from '../../lib/path-params.js';

/** The `{id}` segment of vehicle paths only matches digits, so `{type}` and the lookups keep their own routes. */
export const numericId = '^\\d+$';

export { idParams as vehicleIdParams } from '../../lib/path-params.js';

export const vehicleFileParams = z.object({
  id: pathId,
  image_key: z.enum(vehicleFileKeys, { error: vehicleFileMessages.keyInvalid }),
});
