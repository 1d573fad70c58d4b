import {
  csvSlash,
  exportOnlyColumnsMessage,
  importBoolean,
  importBooleanFields,
  importColumns,
  importDateShyFields,
  importExportColumns,
  importKeptWhenMissing,
  importMessages,
  importName,
  looksLikeSpreadsheetDate,
  missingColumnsMessage,
  repeatedColumnsMessage,
  spreadsheetDateMessage,
  unknownColumnsMessage,
  type ImportKind,
} from '@fleet-ops/shared';
import { fieldError, type FieldErrors } from '../../lib/errors.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import type { Sheet } from './sheet.js';

/** A data row by column field, with the messages of its refused cells. */
export type FileRow = { row: number; values: Record<string, string>; cellErrors: FieldErrors };

/** The file's rows, and what was said of its columns (missing ones, ones left out). */
export type FileRows = { rows: FileRow[]; notes: string[] };

/** Case, accents, apostrophes, spaces and underscores do not matter: "Numéro d’équipement" = "NUMERO D EQUIPEMENT". */
export const headerName = importName;

/** What a header cell names: a field the import fills, or an export column it leaves out (null). */
function columnsByName(kind: ImportKind): Map<string, string | null> {
  const byName = new Map<string, string | null>();
  const { catalogue, fields } = importExportColumns[kind];
  for (const column of Object.values(catalogue.columns)) {
    if (column.type === 'actions') continue;
    for (const name of [column.title.en, column.title.fr]) byName.set(headerName(name), fields[column.key] ?? null);
  }
  // The template's own names win over an export title that reads the same.
  for (const column of importColumns[kind]) {
    for (const name of [column.en, column.fr]) byName.set(headerName(name), column.field);
  }
  return byName;
}

/** A code's words (either language) back to the code, for each export column the import fills. */
function codesByWords(kind: ImportKind): Map<string, Map<string, string>> {
  const { catalogue, fields } = importExportColumns[kind];
  const byField = new Map<string, Map<string, string>>();
  for (const column of Object.values(catalogue.columns)) {
    const field = fields[column.key];
    if (!field || !column.labels) continue;
    const codes = byField.get(field) ?? new Map<string, string>();
    for (const [code, title] of Object.entries(column.labels)) {
      for (const words of [code, title.en, title.fr]) codes.set(headerName(words), code);
    }
    byField.set(field, codes);
  }
  return byField;
}

type Header = { fields: (string | undefined)[]; missing: string[]; notes: string[] };

/**
 * Which field each header cell fills. Export-only and unknown columns are left out with a note
 * (a misspelt column then shows as missing); a missing column is refused on every row, unless
 * the import keeps the saved value for it. Only a column named twice refuses the whole file.
 */
function readHeader(kind: ImportKind, header: string[], language: ReaderLanguage): Header {
  const byName = columnsByName(kind);
  const named = header.map((text) => (text.trim() === '' ? undefined : byName.get(headerName(text))));
  const fields = named.map((field) => field ?? undefined);
  const repeated = importColumns[kind].filter((column) => fields.filter((field) => field === column.field).length > 1);
  if (repeated.length > 0) throw fieldError('file', repeatedColumnsMessage(repeated.map((column) => column[language])));
  const notes: string[] = [];
  const missingColumns = importColumns[kind].filter(
    (column) => !fields.includes(column.field) && !importKeptWhenMissing[kind].includes(column.field),
  );
  if (missingColumns.length > 0) notes.push(missingColumnsMessage(missingColumns.map((column) => column[language])));
  const leftOut = (found: string | null | undefined) =>
    header.filter((text, index) => text.trim() !== '' && named[index] === found).map((text) => text.trim());
  if (leftOut(null).length > 0) notes.push(exportOnlyColumnsMessage(leftOut(null)));
  if (leftOut(undefined).length > 0) notes.push(unknownColumnsMessage(leftOut(undefined)));
  return { fields, missing: missingColumns.map((column) => column.field), notes };
}

/** A cell's text as the form reads it: yes/no words as booleans, code words as codes. */
function cellValue(kind: ImportKind, field: string, text: string, codes: Map<string, Map<string, string>>): string {
  const trimmed = text.trim().replaceAll(csvSlash, '/');
  if (trimmed === '') return trimmed;
  if (importBooleanFields[kind].includes(field)) {
    const code = codes.get(field)?.get(headerName(trimmed));
    return code ?? importBoolean(trimmed);
  }
  return codes.get(field)?.get(headerName(trimmed)) ?? trimmed;
}

/**
 * The sheet's data rows as values by field, with every problem found in them: a cell beyond the
 * header's columns, a refused cell, a missing column, a date where a rotation belongs.
 */
export function fileRows(kind: ImportKind, sheet: Sheet, language: ReaderLanguage): FileRows {
  const { fields, missing, notes } = readHeader(kind, sheet.header, language);
  const codes = codesByWords(kind);
  const rows = sheet.rows.map(({ row, cells, refused }) => {
    const values: Record<string, string> = {};
    const cellErrors: FieldErrors = {};
    cells.forEach((cell, index) => {
      const field = fields[index];
      if (field) values[field] = cellValue(kind, field, cell, codes);
      else if (cell.trim() !== '' && (sheet.header[index] ?? '').trim() === '')
        cellErrors.row = [importMessages.extraCells];
      const message = refused.get(index);
      if (field && message) cellErrors[field] = [message];
      else if (field && importDateShyFields[kind].includes(field) && looksLikeSpreadsheetDate(cell)) {
        cellErrors[field] = [spreadsheetDateMessage(cell.trim())];
      }
    });
    for (const field of fields) if (field) values[field] ??= '';
    for (const field of missing) {
      values[field] = '';
      cellErrors[field] = [importMessages.columnMissing];
    }
    return { row, values, cellErrors };
  });
  return { rows, notes };
}
