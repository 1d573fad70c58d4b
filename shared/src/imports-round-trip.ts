import type { ImportKind } from './import-columns.js';
import type { ColumnCatalogue } from './list-columns/column.js';
import { driverColumns } from './list-columns/drivers.js';
import { meterReadingColumns } from './list-columns/meters.js';
import { rateColumns } from './list-columns/rates.js';
import { fireInspectionColumns, firstAidKitColumns } from './list-columns/safety.js';
import { vehicleColumns } from './list-columns/vehicles.js';
import { vehicleEquipmentItems } from './vehicle-equipment.js';

/**
 * A file Fleet Ops exported imports back (issue 34): each import kind reads the columns of its
 * list's export. `fields` says which import field an export column fills (the same key unless
 * named); an export column not named there is only exported (Enabled, Archived, Status...) and is
 * left out of the import with a note, never refused as unknown.
 */
export type ImportExportColumns = {
  catalogue: ColumnCatalogue<string>;
  fields: Readonly<Record<string, string>>;
};

const same = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, key]));

export const importExportColumns: Record<ImportKind, ImportExportColumns> = {
  vehicles: {
    catalogue: vehicleColumns,
    fields: {
      ...same(
        'equipment_number',
        'vehicle_parent_type',
        'vehicle_type',
        'license_plate_no',
        'VIN_no',
        'ownership_type',
        'location',
        'abg_mva_stickers',
        'insurance_expiry',
        'reg_expiry',
        'inspection_status',
        'inspection_date',
        'battery_expiry',
        'tire_expiry',
        'ppe_no',
        'last_odm_read',
        'mine',
        'comments',
        'gross_weight_kg',
      ),
      has_radio: 'radio',
    },
  },
  drivers: {
    catalogue: driverColumns,
    fields: {
      ...same('pit_permit', 'supervisor', 'phone_number', 'license_no', 'expiry_date', 'drive_in_pit', 'rotation'),
      name: 'driver_name',
      email: 'driver_email',
      location: 'work_location',
    },
  },
  rates: { catalogue: rateColumns, fields: same('vehicle_parent_type', 'full_day_rate', 'shared_day_rate') },
  fire_extinguishers: {
    catalogue: fireInspectionColumns,
    fields: same('equipment_number', 'manufacture_year', 'inspection_month', 'inspection_expiry_date'),
  },
  first_aid_kits: { catalogue: firstAidKitColumns, fields: same('equipment_number', 'expiry_date', 'type') },
  // One meter a row (Meter and Reading); a confirmed jump comes back confirmed.
  meter_readings: {
    catalogue: meterReadingColumns,
    fields: { ...same('equipment_number', 'taken_at', 'meter', 'value', 'source_ref'), flagged: 'confirm_implausible' },
  },
};

/**
 * The columns every row must fill: the template marks them (XLSX: a bold header with a note)
 * and the import screen lists them. A row leaving one blank is refused on that column. Some
 * columns are required only in some rows (a vehicle's battery expiry unless it is rented).
 */
export const importRequiredFields: Record<ImportKind, readonly string[]> = {
  vehicles: [
    'equipment_number',
    'vehicle_parent_type',
    'vehicle_type',
    'ownership_type',
    'license_plate_no',
    'VIN_no',
    'ppe_no',
    'mine',
    'location',
    'inspection_status',
  ],
  drivers: [
    'driver_email',
    'driver_name',
    'work_location',
    'pit_permit',
    'supervisor',
    'phone_number',
    'license_no',
    'expiry_date',
  ],
  rates: ['vehicle_parent_type', 'full_day_rate', 'shared_day_rate'],
  fire_extinguishers: ['equipment_number', 'manufacture_year', 'inspection_month', 'inspection_expiry_date'],
  first_aid_kits: ['equipment_number', 'type', 'expiry_date'],
  meter_readings: ['equipment_number', 'taken_at'],
};

/**
 * Columns a file may leave out: a record the file updates keeps what it has (a driver's colour,
 * a vehicle's equipment items: what the list's export does not hold). Any other missing column is refused on every row,
 * since reading it as blank would empty that field on every record the file updates.
 */
export const importKeptWhenMissing: Record<ImportKind, readonly string[]> = {
  vehicles: [
    'location_other',
    'abg_mva_sticker_status',
    'rental_start_date',
    'inspector_name',
    ...vehicleEquipmentItems,
    'extra_checklist_items',
    'gross_weight_kg',
  ],
  drivers: ['color'],
  rates: [],
  fire_extinguishers: [],
  first_aid_kits: [],
  // A file may give one meter only, or be the meter history's export (Meter and Reading).
  meter_readings: ['odometer', 'hours', 'source_ref', 'confirm_implausible'],
};

/** Yes/no columns: Oui/Non, Vrai/Faux, Yes/No, True/False and 1/0 all read as booleans. */
export const importBooleanFields: Record<ImportKind, readonly string[]> = {
  vehicles: ['mine', ...vehicleEquipmentItems, 'extra_checklist_items'],
  drivers: ['drive_in_pit', 'pit_permit'],
  rates: [],
  fire_extinguishers: [],
  first_aid_kits: [],
  meter_readings: ['confirm_implausible'],
};

/**
 * Columns that hold short codes a spreadsheet takes for a date (a rotation of 5/2 or 7/7
 * becomes 2 May): a date there is refused, never stored as 2026-05-02.
 */
export const importDateShyFields: Record<ImportKind, readonly string[]> = {
  vehicles: [],
  drivers: ['rotation'],
  rates: [],
  fire_extinguishers: [],
  first_aid_kits: [],
  meter_readings: [],
};

/** Case, accents, apostrophes, spaces and underscores do not matter: "Numéro d’équipement" = "NUMERO D EQUIPEMENT". */
export function importName(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      // Canadian and US spelling alike, so a file written before the labels said "Licence" imports.
      .replace(/\blicence\b/g, 'license')
      .trim()
  );
}

const booleanWords = new Map<string, 'true' | 'false'>([
  ...['yes', 'oui', 'true', 'vrai', '1'].map((word) => [word, 'true'] as const),
  ...['no', 'non', 'false', 'faux', '0'].map((word) => [word, 'false'] as const),
]);

/** A yes/no cell in either language as `true`/`false`; any other text as written (the form refuses it). */
export function importBoolean(text: string): string {
  return booleanWords.get(importName(text)) ?? text;
}

/**
 * A date as a spreadsheet writes it where a code was typed: 2026-05-02 (an XLSX date cell),
 * 5/2/2026, 02.05.26, 2-May, mai-02. A rotation such as 5/2 or 14/14 is not one.
 */
export function looksLikeSpreadsheetDate(text: string): boolean {
  const value = text.trim();
  return (
    /^\d{4}-\d{1,2}-\d{1,2}([ T].*)?$/.test(value) ||
    /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(value) ||
    /^\d{1,2}[- ]\p{L}{3,}\.?([- ]\d{2,4})?$/u.test(value) ||
    /^\p{L}{3,}\.?[- ]\d{1,2}([- ,]+\d{2,4})?$/u.test(value)
  );
}

/**
 * A CSV writes a day/month-looking code (a rotation of 5/2) with a division slash (∕, U+2215),
 * which no spreadsheet reads as a date separator; the import reads it back as `/`.
 */
export const csvSlash = '\u2215';

/** Text a spreadsheet would turn into a date when it opens a CSV: 5/2, 7/7, 14/14. */
export const dayMonthLike = /^\d{1,2}\/\d{1,2}$/;
