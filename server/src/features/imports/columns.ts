import {
  importColumns,
  importMessages,
  missingColumnsMessage,
  repeatedColumnsMessage,
  unknownColumnsMessage,
  type ImportKind,
} from '@fleet-ops/shared';
import { fieldError, type FieldErrors } from '../../lib/errors.js';
import type { Sheet } from './sheet.js';

/** A data row by column field, with the messages of its refused cells. */
export type FileRow = { row: number; values: Record<string, string>; cellErrors: FieldErrors };

/** Case, accents, apostrophes, spaces and underscores do not matter: "Numéro d’équipement" = "NUMERO D EQUIPEMENT". */
export function headerName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function columnsByName(kind: ImportKind): Map<string, string> {
  const byName = new Map<string, string>();
  for (const column of importColumns[kind]) {
    for (const name of [column.en, column.fr]) byName.set(headerName(name), column.field);
  }
  return byName;
}

/**
 * Which field each header cell fills (blank header cells are ignored). Unknown, repeated and
 * missing columns refuse the whole file, each listed by name: a missing column would otherwise
 * empty that field on every record the file updates.
 */
function fieldsOfHeader(kind: ImportKind, header: string[]): (string | undefined)[] {
  const byName = columnsByName(kind);
  const fields = header.map((text) => (text.trim() === '' ? undefined : byName.get(headerName(text))));
  const unknown = header.filter((text, index) => text.trim() !== '' && fields[index] === undefined);
  if (unknown.length > 0) throw fieldError('file', unknownColumnsMessage(unknown.map((text) => text.trim())));
  const repeated = importColumns[kind].filter((column) => fields.filter((field) => field === column.field).length > 1);
  if (repeated.length > 0) throw fieldError('file', repeatedColumnsMessage(repeated.map((column) => column.en)));
  const missing = importColumns[kind].filter((column) => !fields.includes(column.field));
  if (missing.length > 0) throw fieldError('file', missingColumnsMessage(missing.map((column) => column.en)));
  return fields;
}

/** The sheet's data rows as values by field; a cell beyond the header's columns is the row's error. */
export function fileRows(kind: ImportKind, sheet: Sheet): FileRow[] {
  const fields = fieldsOfHeader(kind, sheet.header);
  return sheet.rows.map(({ row, cells, refused }) => {
    const values: Record<string, string> = {};
    const cellErrors: FieldErrors = {};
    cells.forEach((cell, index) => {
      const field = fields[index];
      if (field) values[field] = cell.trim();
      else if (cell.trim() !== '') cellErrors.row = [importMessages.extraCells];
      const message = refused.get(index);
      if (field && message) cellErrors[field] = [message];
    });
    for (const field of fields) if (field) values[field] ??= '';
    return { row, values, cellErrors };
  });
}
