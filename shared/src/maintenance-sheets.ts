import { z } from 'zod';
import { blankToUndefined, decimalAmount, odometerReading } from './amount-fields.js';
import { calendarDate } from './fields.js';
import { confirmImplausibleField } from './meters.js';

/**
 * The SAAQ mandatory maintenance sheet (issue 37, docs/maintenance-saaq.md). Heavy vehicles (a
 * gross vehicle weight rating of 4,500 kg or more) are maintained at least every 6 months; the
 * sheet holds what RSSVR (C-24.2, r. 32) s. 201 asks: the vehicle, odometer, date, every component
 * of Chapter II, Division III with whether it complies, the repairs, and brake measurements for
 * 7,258 kg or more; s. 200 has it signed by the person who did the maintenance.
 */

/**
 * The built-in service task's name (migration 0017 stores the English one). A fleet may rename it;
 * the screens show the French name only while it keeps this one.
 */
export const mandatoryMaintenanceTaskName = {
  en: 'Mandatory maintenance, every 6 months',
  fr: 'Entretien obligatoire, aux 6 mois',
} as const;

/** A service task's name in the reader's language: the built-in one is translated, a fleet's own is as typed. */
export function serviceTaskNameIn(name: string, language: 'en' | 'fr'): string {
  return name === mandatoryMaintenanceTaskName.en ? mandatoryMaintenanceTaskName[language] : name;
}

/** A heavy vehicle: mandatory maintenance applies (SAAQ, "Mandatory Mechanical Maintenance"). */
export const heavyVehicleMinKg = 4500;
/** Brake lining (or camshaft rotation) measurements are required on the sheet (RSSVR s. 200-201). */
export const brakeMeasurementMinKg = 7258;
/** The highest gross weight rating the vehicle form takes: a sanity bound, not a rule. */
export const grossWeightMaxKg = 200_000;

/**
 * The components to verify: RSSVR Chapter II, Division III, subdivisions 2 to 14, in their order
 * (the legal titles in French; subdivisions 1, 15 and 16 are general provisions, child seats and
 * flares, not components of a heavy vehicle's maintenance).
 */
export const maintenanceComponents = [
  'lighting',
  'brakes',
  'body',
  'glazing',
  'mirrors',
  'accessories',
  'fuel_system',
  'exhaust',
  'engine_controls',
  'frame_coupling',
  'steering',
  'suspension',
  'tires_wheels',
] as const;
export type MaintenanceComponent = (typeof maintenanceComponents)[number];

export const maintenanceComponentLabels: Record<'en' | 'fr', Record<MaintenanceComponent, string>> = {
  en: {
    lighting: 'Lighting devices and warning signals',
    brakes: 'Brake and parking brake systems',
    body: 'Body',
    glazing: 'Windows (glazing)',
    mirrors: 'Mirrors',
    accessories: 'Accessories',
    fuel_system: 'Fuel system',
    exhaust: 'Exhaust system',
    engine_controls: 'Engine control system',
    frame_coupling: 'Frame, underbody, cargo space and coupling device',
    steering: 'Steering',
    suspension: 'Suspension',
    tires_wheels: 'Tires and wheels',
  },
  fr: {
    lighting: 'Dispositifs d’éclairage et signaux d’avertissement',
    brakes: 'Systèmes de freinage et d’immobilisation',
    body: 'Carrosserie',
    glazing: 'Vitrage',
    mirrors: 'Rétroviseurs',
    accessories: 'Accessoires',
    fuel_system: 'Système d’alimentation en carburant',
    exhaust: 'Système d’échappement',
    engine_controls: 'Système des commandes du moteur',
    frame_coupling: 'Cadre, dessous de caisse, espace de chargement et dispositif d’attelage',
    steering: 'Direction',
    suspension: 'Suspension',
    tires_wheels: 'Pneus et roues',
  },
};

export const maintenanceResults = ['conforming', 'not_conforming', 'not_applicable'] as const;
export type MaintenanceResult = (typeof maintenanceResults)[number];

export const maintenanceResultLabels: Record<'en' | 'fr', Record<MaintenanceResult, string>> = {
  en: { conforming: 'Conforming', not_conforming: 'Not conforming', not_applicable: 'Not applicable' },
  fr: { conforming: 'Conforme', not_conforming: 'Non conforme', not_applicable: 'Sans objet' },
};

export const brakeSides = ['left', 'right'] as const;
export type BrakeSide = (typeof brakeSides)[number];
/** The most axles a sheet measures, and the thickest lining it takes (a bound on typing, in mm). */
export const brakeLimits = { axles: 6, liningMaxMm: 40 } as const;

export const maintenanceSheetMessages = {
  notFound: 'Maintenance sheet not found.',
  notMandatory: 'Only a Mandatory maintenance (SAAQ) work order has a maintenance sheet.',
  saved: 'The maintenance sheet has been saved.',
  grossWeightMissing:
    'Enter the vehicle’s gross weight rating on its form first: it decides whether brake measurements are required.',
  serviceDateInFuture: 'The date of the maintenance cannot be in the future.',
  odometerRequired: 'Enter the odometer reading.',
  odometerInvalid: 'The odometer must be a whole number of km from 0 to 9,999,999.',
  componentsIncomplete: 'Give a result for every component of the list.',
  componentUnknown: 'Choose components from the list, each once.',
  resultInvalid: 'The result must be conforming, not conforming or not applicable.',
  repairRequired: 'Describe the repair done on a component that is not conforming.',
  brakesRequired: 'A vehicle of 7,258 kg or more needs its brake lining measurements (at least one axle).',
  liningInvalid: `A brake lining measurement is in mm, from 0 to ${brakeLimits.liningMaxMm}, with at most 2 decimals.`,
  axleInvalid: `The axle is a number from 1 to ${brakeLimits.axles}.`,
  axleRepeated: 'Measure each axle once.',
  mechanicRequired: 'Enter the mechanic’s name.',
  signatureRequired: 'The mechanic signs the sheet: draw the signature or type the name.',
  signatureInvalid: 'The signature must be a PNG image.',
  signatureTooLarge: 'The signature image is too large.',
  kindLocked: 'This work order has a maintenance sheet: it stays a Mandatory maintenance (SAAQ) work order.',
} as const;

const textMax = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().min(1, { error: message }).max(max));

export const maintenanceComponentInput = z
  .object({
    component: z.enum(maintenanceComponents, { error: maintenanceSheetMessages.componentUnknown }),
    result: z.enum(maintenanceResults, { error: maintenanceSheetMessages.resultInvalid }),
    /** The repair done (required when not conforming). */
    repair: z.preprocess(blankToUndefined, z.string().trim().max(2000).optional()),
  })
  .refine((entry) => entry.result !== 'not_conforming' || Boolean(entry.repair), {
    error: maintenanceSheetMessages.repairRequired,
    path: ['repair'],
  });

/** Every component of the list, each once. */
const componentList = z
  .array(maintenanceComponentInput, { error: maintenanceSheetMessages.componentsIncomplete })
  .max(maintenanceComponents.length, { error: maintenanceSheetMessages.componentUnknown })
  .superRefine((entries, context) => {
    const given = new Set(entries.map((entry) => entry.component));
    if (given.size !== entries.length) {
      context.addIssue({ code: 'custom', message: maintenanceSheetMessages.componentUnknown });
    } else if (given.size !== maintenanceComponents.length) {
      context.addIssue({ code: 'custom', message: maintenanceSheetMessages.componentsIncomplete });
    }
  });

const liningMm = decimalAmount(maintenanceSheetMessages.liningInvalid, {
  positive: false,
  max: brakeLimits.liningMaxMm,
});

export const brakeMeasurementInput = z.object({
  axle: z
    .number({ error: maintenanceSheetMessages.axleInvalid })
    .int({ error: maintenanceSheetMessages.axleInvalid })
    .min(1, { error: maintenanceSheetMessages.axleInvalid })
    .max(brakeLimits.axles, { error: maintenanceSheetMessages.axleInvalid }),
  left_mm: liningMm,
  right_mm: liningMm,
});

const brakeList = z
  .array(brakeMeasurementInput)
  .max(brakeLimits.axles, { error: maintenanceSheetMessages.axleInvalid })
  .refine((entries) => new Set(entries.map((entry) => entry.axle)).size === entries.length, {
    error: maintenanceSheetMessages.axleRepeated,
  })
  .default([]);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * `PUT api/work_orders/{id}/maintenance_sheet`: the whole sheet, signed. The brake measurements'
 * requirement depends on the vehicle (its weight rating), so the server checks it.
 */
export const maintenanceSheetForm = z
  .object({
    service_date: calendarDate(),
    odometer: odometerReading(maintenanceSheetMessages.odometerInvalid, maintenanceSheetMessages.odometerRequired),
    components: componentList,
    brake_measurements: brakeList,
    mechanic_name: textMax(120, maintenanceSheetMessages.mechanicRequired),
    /** A drawn signature: a PNG data URL. */
    signature: z.preprocess(
      blankToUndefined,
      z.string().max(280_000, { error: maintenanceSheetMessages.signatureTooLarge }).optional(),
    ),
    /** A signature typed instead of drawn: the mechanic's name. */
    signature_typed_name: z.preprocess(blankToUndefined, z.string().trim().max(120).optional()),
    /** Yes after the far-jump question on the odometer: the reading is kept, flagged (issue 37). */
    confirm_implausible: confirmImplausibleField,
  })
  // Checked even when other fields are wrong, so every missing field is named at once.
  .refine((sheet) => Boolean(sheet.signature || sheet.signature_typed_name), {
    error: maintenanceSheetMessages.signatureRequired,
    path: ['signature'],
    when: (payload) => isObject(payload.value) && !payload.issues.some((issue) => issue.path?.[0] === 'signature'),
  });
export type MaintenanceSheetInput = z.output<typeof maintenanceSheetForm>;

/** How a component's result is stored (`maintenance_sheets.components`). */
export type MaintenanceSheetComponentRow = {
  component: MaintenanceComponent;
  result: MaintenanceResult;
  repair: string | null;
};
/** How a brake measurement is stored (`maintenance_sheets.brake_measurements`), mm. */
export type BrakeMeasurementRow = { axle: number; left_mm: number; right_mm: number };

/** `GET api/work_orders/{id}/maintenance_sheet`: the sheet, or `sheet: null` before it is filled. */
export const maintenanceSheetDetail = z.object({
  work_order_id: z.number().int(),
  vehicle: z.object({
    id: z.number().int(),
    equipment_number: z.string(),
    license_plate_no: z.string(),
    vin_no: z.string(),
    gross_weight_kg: z.number().int().nullable(),
    last_odm_read: z.number().int(),
  }),
  /** Whether this vehicle's sheet must hold brake measurements (null: its weight is unknown). */
  brakes_required: z.boolean().nullable(),
  components: z.array(z.enum(maintenanceComponents)),
  sheet: z
    .object({
      id: z.number().int(),
      service_date: z.string(),
      odometer: z.number().int(),
      gross_weight_kg: z.number().int(),
      components: z.array(
        z.object({
          component: z.enum(maintenanceComponents),
          result: z.enum(maintenanceResults),
          repair: z.string().nullable(),
        }),
      ),
      brake_measurements: z.array(z.object({ axle: z.number().int(), left_mm: z.number(), right_mm: z.number() })),
      mechanic_name: z.string(),
      signed_by_typing: z.boolean(),
      signature_typed_name: z.string().nullable(),
      updated_at: z.string(),
    })
    .nullable(),
});
export type MaintenanceSheetDetail = z.infer<typeof maintenanceSheetDetail>;

export const maintenanceSheetPdfQuery = z.object({
  lang: z.enum(['en', 'fr'], { error: 'The language must be en or fr.' }).optional(),
});
