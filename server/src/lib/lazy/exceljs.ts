import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded by the first export or import that needs it and kept: loaded at start it held
 * about 18 MB of the idle server's memory that most requests never use (issue 33).
 */
export function loadExcelJS(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
