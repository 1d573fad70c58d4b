import { z } from 'zod';
import { maxId, vehicleFileKeys } from '@fleet-ops/shared';

/** The `{id}` segment of vehicle paths only matches digits, so `{type}` and the lookups keep their own routes. */
export const numericId = '^\\d+$';

/** Digits beyond a database id name no vehicle: they become 0, which answers 404. */
const idText = z.string().transform((text) => (/^\d{1,10}$/.test(text) && Number(text) <= maxId ? Number(text) : 0));

export const vehicleIdParams = z.object({ id: idText });

export const assignmentIdParams = z.object({ assignment_id: idText });

export const vehicleFileParams = z.object({
  id: idText,
  image_key: z.enum(vehicleFileKeys, { error: 'The file key must be image_1 to image_10 or inspection_file.' }),
});
