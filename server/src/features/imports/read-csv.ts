import Papa from 'papaparse';
import { importLimits, importMessages } from '@fleet-ops/shared';
import { fieldError } from '../../lib/errors.js';
import { isBlankRow, type Sheet, type SheetRow } from './sheet.js';

const formulaStart = /^[=+\-@\t\r]/;
/** A signed number or phone number (+1 418 555-0100, -12.5): text a spreadsheet never runs. */
const signedNumber = /^[+-][\d\s().,+-]*\d[\d\s().,+-]*$/;

/**
 * A cell a spreadsheet would run as a formula when the file is opened (CSV injection): it is
 * refused, not stored, so no export of it can ever run in someone else's spreadsheet.
 */
export function isCsvFormula(cell: string): boolean {
  return formulaStart.test(cell) && !signedNumber.test(cell);
}

/**
 * Our exports write a leading quote before a cell a spreadsheet would run (`'+1 709 555-0100`):
 * read back, the quote goes when what follows is a signed number or phone number, so the file
 * imports back. Before anything else it stays, and a formula is refused.
 */
function unquoted(cell: string): string {
  const rest = cell.slice(1);
  return cell.startsWith("'") && formulaStart.test(rest) && signedNumber.test(rest) ? rest : cell;
}

function sheetRow(row: number, read: string[]): SheetRow {
  const refused = new Map<number, string>();
  const cells = read.map(unquoted);
  cells.forEach((cell, index) => {
    if (isCsvFormula(cell)) refused.set(index, importMessages.formula);
  });
  return { row, cells, refused };
}

/**
 * The rows of a CSV text, its delimiter guessed (comma, semicolon as Excel writes in French,
 * tab, pipe). Records are numbered from 1 as a spreadsheet shows them; blank ones are skipped
 * but counted. Reading stops past the row limit.
 */
export function readCsv(text: string): Sheet {
  let header: string[] | undefined;
  const rows: SheetRow[] = [];
  let record = 0;
  let tooMany = false;
  let quoteOpen = false;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
    step: (result, parser) => {
      record += 1;
      if (result.errors.some((error) => error.code === 'MissingQuotes')) quoteOpen = true;
      const cells = result.data;
      if (isBlankRow(cells)) return;
      if (!header) {
        header = cells;
        return;
      }
      if (rows.length === importLimits.maxRows) {
        tooMany = true;
        parser.abort();
        return;
      }
      rows.push(sheetRow(record, cells));
    },
  });
  if (tooMany) throw fieldError('file', importMessages.tooManyRows);
  if (quoteOpen) throw fieldError('file', importMessages.csvQuoteOpen);
  if (!header) throw fieldError('file', importMessages.headerMissing);
  return { header, rows };
}
