import { z } from 'zod';
import { paginationQuery } from './api.js';
import { booleanish } from './fields.js';

/** Renewals (issue 21): everything that expires in one list, and the daily digest built from it. */

export const renewalKinds = [
  'registration',
  'insurance',
  'abg_mva_stickers',
  'battery',
  'tires',
  'fire_extinguisher',
  'first_aid_kit',
  'driver_licence',
  'service_task',
] as const;
export type RenewalKind = (typeof renewalKinds)[number];

/**
 * How urgent a renewal is, as a colour: red when due today or earlier (the app's "expired on or
 * before today"), orange within 7 days, yellow within 30, none after.
 */
export const renewalColours = ['red', 'orange', 'yellow', 'none'] as const;
export type RenewalColour = (typeof renewalColours)[number];

export const renewalWindows = { orange: 7, yellow: 30 } as const;

export function renewalColour(daysLeft: number): RenewalColour {
  if (daysLeft <= 0) return 'red';
  if (daysLeft <= renewalWindows.orange) return 'orange';
  if (daysLeft <= renewalWindows.yellow) return 'yellow';
  return 'none';
}

/** Each kind and colour as a person reads it: the screen, the CSV and the digest email agree. */
export const renewalKindLabels: Record<'en' | 'fr', Record<RenewalKind, string>> = {
  en: {
    registration: 'Registration',
    insurance: 'Insurance',
    abg_mva_stickers: 'ABG/MVA stickers',
    battery: 'Battery',
    tires: 'Tires',
    fire_extinguisher: 'Fire extinguisher',
    first_aid_kit: 'First aid kit',
    driver_licence: 'Driver’s licence',
    service_task: 'Service',
  },
  fr: {
    registration: 'Immatriculation',
    insurance: 'Assurance',
    abg_mva_stickers: 'Vignettes ABG/MVA',
    battery: 'Batterie',
    tires: 'Pneus',
    fire_extinguisher: 'Extincteur',
    first_aid_kit: 'Trousse de premiers soins',
    driver_licence: 'Permis de conduire',
    service_task: 'Entretien',
  },
};

export const renewalColourLabels: Record<'en' | 'fr', Record<RenewalColour, string>> = {
  en: { red: 'Due or overdue', orange: 'Within 7 days', yellow: 'Within 30 days', none: 'Later' },
  fr: {
    red: 'Échue ou en retard',
    orange: 'Dans 7 jours ou moins',
    yellow: 'Dans 30 jours ou moins',
    none: 'Plus tard',
  },
};

/** The farthest ahead the "within N days" filter looks. */
export const renewalMaxWithinDays = 3660;

export const renewalMessages = {
  kindInvalid: 'Choose a kind of renewal from the list.',
  withinDaysInvalid: `Within must be a whole number of days from 0 to ${renewalMaxWithinDays}.`,
  overdueInvalid: 'Overdue must be true or false.',
} as const;

export const renewalFilterQuery = z.object({
  kind: z.enum(renewalKinds, { error: renewalMessages.kindInvalid }).optional(),
  /** Due within this many days from today, overdue ones included. */
  within_days: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number({ error: renewalMessages.withinDaysInvalid })
      .int({ error: renewalMessages.withinDaysInvalid })
      .min(0, { error: renewalMessages.withinDaysInvalid })
      .max(renewalMaxWithinDays, { error: renewalMessages.withinDaysInvalid })
      .optional(),
  ),
  /** Only the red ones: due today or earlier. */
  overdue: z.preprocess(
    (value) => {
      const read = booleanish.safeParse(value);
      return read.success ? read.data : value;
    },
    z.boolean({ error: renewalMessages.overdueInvalid }).optional(),
  ),
});
export type RenewalFilter = z.output<typeof renewalFilterQuery>;
export const renewalListQuery = paginationQuery.extend(renewalFilterQuery.shape);
export const renewalPageSize = 50;

export const renewal = z.object({
  kind: z.enum(renewalKinds),
  /** What expires: the unit's number, the kit or extinguisher of a unit, the driver, the task. */
  subject: z.string(),
  /** The vehicle it belongs to, or the vehicle the task is for (null for a licence). */
  vehicle_id: z.number().int().nullable(),
  /** The driver whose licence it is (null otherwise). */
  driver_id: z.number().int().nullable(),
  /** The kit, inspection or service task row (null for a vehicle's or driver's own date). */
  record_id: z.number().int().nullable(),
  /** Who it belongs to: the vehicle's number or the driver's name. */
  owner: z.string(),
  due_on: z.string(),
  days_left: z.number().int(),
  colour: z.enum(renewalColours),
});
export type Renewal = z.infer<typeof renewal>;

/** `GET/PUT api/me/daily_digest`: whether the signed-in admin gets the daily digest email. */
export const digestPreferenceMessages = {
  invalid: 'Daily digest must be true or false.',
  saved: 'Your daily digest preference has been saved.',
} as const;

export const digestPreference = z.object({ daily_digest: z.boolean() });
export type DigestPreference = z.infer<typeof digestPreference>;

export const digestPreferenceForm = z.object({
  daily_digest: z.preprocess(
    (value) => {
      const read = booleanish.safeParse(value);
      return read.success ? read.data : value;
    },
    z.boolean({ error: digestPreferenceMessages.invalid }),
  ),
});

/** `GET api/scheduled_jobs` (admins): what each scheduled job last did and when it runs next. */
export const scheduledJob = z.object({
  name: z.string(),
  last_started_at: z.string().nullable(),
  last_finished_at: z.string().nullable(),
  last_error: z.string().nullable(),
  next_run_at: z.string().nullable(),
});
export type ScheduledJob = z.infer<typeof scheduledJob>;
