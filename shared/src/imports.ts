import { z } from 'zod';
import { importKinds } from './import-columns.js';

export * from './import-columns.js';
export * from './imports-round-trip.js';

/** A file larger than this, or with more data rows, is refused before any row is checked. */
export const importLimits = { maxFileBytes: 10 * 1024 * 1024, maxRows: 10_000 } as const;

export const importFormats = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof importFormats)[number];

/** Every text the import screen and the imports API show. */
export const importMessages = {
  kindInvalid: 'Import kind must be vehicles, drivers, rates, fire_extinguishers, first_aid_kits or meter_readings.',
  formatInvalid: 'Format must be csv or xlsx.',
  fileRequired: 'Choose a CSV or XLSX file to import.',
  fileType: 'The file is not a CSV or XLSX file. Save it from your spreadsheet as CSV or Excel Workbook (.xlsx).',
  xlsxUnreadable: 'The XLSX file could not be read. It may be damaged: save it again from your spreadsheet.',
  csvQuoteOpen: 'The CSV file has a quoted cell that is never closed.',
  fileTooLarge: 'The file is larger than 10 MB. Split it into smaller files.',
  unpackedTooLarge: 'The file is too large once unpacked. Split it into smaller files.',
  tooManyRows: 'The file has more than 10,000 rows. Split it into smaller files.',
  headerMissing: 'The file is empty: its first row must hold the column names.',
  noRows: 'The file has no rows under its column names.',
  formula: 'Formulas are not imported: paste values.',
  errorValue: 'This cell holds a spreadsheet error (such as #N/A): type its value.',
  extraCells: 'This row has more cells than the file has columns.',
  vehicleUnknown: 'No vehicle has this equipment number.',
  locationUnknown: 'No work location has this name.',
  rateUnknown: 'No rate exists for this vehicle type.',
  ambiguousKey: 'More than one saved record has this key: change them on their own screen.',
  notFound: 'Import not found.',
  checked: 'The file has been checked.',
  hasErrors: 'Some rows have errors: fix them in the file and upload it again. Nothing was imported.',
  notWaiting: 'This import is no longer waiting for confirmation.',
  imported: 'The import is done.',
  columnMissing: 'The file has no column for this field: add it, as in the template.',
  meterReadingMissing: 'Give the odometer, the engine hours or both.',
  meterTakenAtInvalid: 'The date and time must be YYYY-MM-DD HH:mm, or YYYY-MM-DD for midnight.',
  confirmInvalid: 'Confirmed jump must be yes or no.',
} as const;

/** A date where a code such as a rotation (5/2) was expected: a spreadsheet turned it into one. */
export function spreadsheetDateMessage(value: string): string {
  return `${value} is a date, not a rotation such as 5/2: a spreadsheet turned it into one. Format the column as text and type it again.`;
}

/** Export columns that are only exported (Enabled, Archived...): the import leaves them out. */
export function exportOnlyColumnsMessage(names: string[]): string {
  return `Columns left out, as they are exported but not imported: ${names.join(', ')}.`;
}

/** Header cells that name no column of the kind: left out, so a misspelt one shows as missing. */
export function unknownColumnsMessage(names: string[]): string {
  return `Unknown columns left out: ${names.join(', ')}. Use the column names of the template.`;
}

/** Template columns the file lacks: each row is refused on them (reading them blank would empty saved records). */
export function missingColumnsMessage(names: string[]): string {
  return `Missing columns: ${names.join(', ')}. Download the template for every expected column.`;
}

/** Two header cells naming the same column. */
export function repeatedColumnsMessage(names: string[]): string {
  return `Columns given more than once: ${names.join(', ')}.`;
}

/** A key the file holds more than once: each row names the others. */
export function duplicateKeyMessage(otherRows: number[]): string {
  return otherRows.length === 1
    ? `This key is also on row ${otherRows[0]} of the file.`
    : `This key is also on rows ${otherRows.join(', ')} of the file.`;
}

/** The import stopped at a row the database refused (it changed since the check): all was rolled back. */
export function importFailedMessage(row: number): string {
  return `Nothing was imported: row ${row} could not be saved.`;
}

export const importKindParams = z.object({
  kind: z.enum(importKinds, { error: importMessages.kindInvalid }),
});

export const importTemplateQuery = z.object({
  format: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(importFormats, { error: importMessages.formatInvalid }),
    )
    .default('csv'),
});

export const importOutcomes = ['new', 'update', 'error'] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

/** One data row of a checked file: its row number in the spreadsheet (the header is row 1). */
export const importRowResult = z.object({
  row: z.number().int(),
  outcome: z.enum(importOutcomes),
  /** The natural key as written in the file (equipment number, email...), parts joined by " / ". */
  key: z.string(),
  /** Messages by column field. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportRowResult = z.infer<typeof importRowResult>;

export const importRunStatuses = ['checked', 'importing', 'imported', 'failed'] as const;

export const importRun = z.object({
  id: z.number().int(),
  kind: z.enum(importKinds),
  file_name: z.string(),
  status: z.enum(importRunStatuses),
  total_rows: z.number().int(),
  rows_done: z.number().int(),
  new_count: z.number().int(),
  update_count: z.number().int(),
  error_count: z.number().int(),
  /** Why a confirmed import failed. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRun>;

/**
 * The dry run's answer: the stored run, every row's outcome, and what was said of the file's
 * columns (missing ones, ones left out) so one answer lists every problem.
 */
export const importCheck = importRun.extend({ rows: z.array(importRowResult), notes: z.array(z.string()) });
export type ImportCheck = z.infer<typeof importCheck>;

/**
 * `POST api/imports/{id}/commit` answers newline-delimited JSON: progress lines while the rows
 * are written, then one result line (the run, the message, and the failing row's field messages).
 */
export const importProgressLine = z.object({ rows_done: z.number().int(), total_rows: z.number().int() });
export const importResultLine = z.object({
  run: importRun,
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportResultLine = z.infer<typeof importResultLine>;
