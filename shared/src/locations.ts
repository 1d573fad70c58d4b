import { z } from 'zod';

/** The work locations the spec allows, in the order the form offers them. */
export const allowedLocationNames = [
  'Mine Engineering',
  'Colby Building',
  'Admin Building',
  'Processing Ops',
  'Sept Iles',
  'Others',
] as const;
export type AllowedLocationName = (typeof allowedLocationNames)[number];

export const location = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type Location = z.infer<typeof location>;
