/**
 * A spreadsheet as the import reads it, whatever the file type: the header row's texts and each
 * data row's cell texts, numbered as the spreadsheet shows them (the header is row 1 in a file
 * that starts with it). A cell the spreadsheet computed or could not compute keeps its message
 * instead of a value, so the row is refused rather than imported with a stale result.
 */
export type SheetRow = { row: number; cells: string[]; refused: Map<number, string> };
export type Sheet = { header: string[]; rows: SheetRow[] };

export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
