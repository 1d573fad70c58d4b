import { z } from 'zod';
import { booleanish } from './fields.js';
import { siteSettingsMessages } from './settings-words.js';

/**
 * Site settings admins change on the Settings screen. A setting nobody changed takes its default
 * here, so the server stores only what admins saved.
 */
export const siteSettingsDefaults = {
  quick_check_seconds: 60,
  require_every_item: false,
  digest_time: '06:00',
  /** Shifts by their start times (issue 36): each runs until the next, the last across midnight. */
  shift_starts: ['06:00', '18:00'] as readonly string[],
} as const;

/** A time of day, HH:MM on 24 hours. */
export const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

const quickCheckSeconds = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: siteSettingsMessages.quickCheckInvalid })
    .int({ error: siteSettingsMessages.quickCheckInvalid })
    .min(0, { error: siteSettingsMessages.quickCheckInvalid })
    .max(3600, { error: siteSettingsMessages.quickCheckInvalid }),
);

/** Shift start times: 1 to 6, each HH:MM, no two alike; kept in order of the day. */
const shiftStarts = z.preprocess(
  (value) =>
    Array.isArray(value) ? value.map((entry: unknown) => (typeof entry === 'string' ? entry.trim() : entry)) : value,
  z
    .array(
      z.string({ error: siteSettingsMessages.shiftStartsInvalid }).regex(timeOfDayPattern, {
        error: siteSettingsMessages.shiftStartsInvalid,
      }),
      { error: siteSettingsMessages.shiftStartsInvalid },
    )
    .min(1, { error: siteSettingsMessages.shiftStartsInvalid })
    .max(6, { error: siteSettingsMessages.shiftStartsInvalid })
    .refine((starts) => new Set(starts).size === starts.length, { error: siteSettingsMessages.shiftStartsInvalid })
    .transform((starts) => [...starts].sort()),
);

/** `GET api/site_settings`: every setting, defaults filled in. */
export const siteSettings = z.object({
  /** A checklist signed faster than this after the form opened is flagged "completed in N s". */
  quick_check_seconds: z.number().int(),
  /** Items start unmarked and every one must be marked before Submit. */
  require_every_item: z.boolean(),
  /** When the daily digest email goes to admins, HH:MM in the business timezone. */
  digest_time: z.string(),
  /** Shift start times (HH:MM, business timezone, in order): each shift runs until the next start. */
  shift_starts: z.array(z.string()),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** `PUT api/site_settings` (admins): a setting left out goes back to its default. */
export const siteSettingsRequest = z.object({
  quick_check_seconds: quickCheckSeconds.default(siteSettingsDefaults.quick_check_seconds),
  require_every_item: z.preprocess(
    (value) => {
      if (value === undefined) return siteSettingsDefaults.require_every_item;
      // The same text forms every other boolean field takes ("true", "1", "on"...).
      const read = booleanish.safeParse(value);
      return read.success ? read.data : value;
    },
    z.boolean({ error: siteSettingsMessages.requireEveryItemInvalid }),
  ),
  digest_time: z
    .string({ error: siteSettingsMessages.digestTimeInvalid })
    .trim()
    .regex(timeOfDayPattern, { error: siteSettingsMessages.digestTimeInvalid })
    .default(siteSettingsDefaults.digest_time),
  shift_starts: shiftStarts.default([...siteSettingsDefaults.shift_starts]),
});
export type SiteSettingsRequest = z.input<typeof siteSettingsRequest>;
