/**
 * One hostile workbook through the import's reader, in this process: wall and CPU time, RSS
 * before and the process's peak RSS (`maxRSS`, so nothing between two samples is missed), and
 * the answer. `node --conditions=source --import tsx bench/xlsx-bomb.ts [case]`, one case per
 * run so each peak is its own; cases: sheet (default), rows, xfd, shared-string.
 */
import { readSheet } from '../server/src/features/imports/read-sheet.js';
import {
  columnLetters,
  deflated,
  repeatedDeflate,
  sheetEnd,
  sheetRow,
  sheetStart,
  workbookSkeleton,
  zipFile,
} from '../server/test/support/zip-files.js';

const megabyte = 1024 * 1024;
const header = sheetRow(1, ['Equipment number']);
const sheet = (content: string) => ({ name: 'xl/worksheets/sheet1.xml', ...deflated(sheetStart + content + sheetEnd) });
const tenThousandRows = (cells: (row: number) => string) =>
  Array.from({ length: 10_000 }, (_, index) => `<row r="${index + 1}">${cells(index + 1)}</row>`).join('');

const cases: Record<string, () => Buffer> = {
  /** 1.5 GB of spaces in a 1.5 MB file, as in issue 31. */
  sheet: () =>
    zipFile([
      ...workbookSkeleton(),
      {
        name: 'xl/worksheets/sheet1.xml',
        ...repeatedDeflate(sheetStart + header, ' '.repeat(megabyte), 1500, sheetEnd),
      },
    ]),
  /** 1.5 GB of empty rows, which ExcelJS parses one by one. */
  rows: () =>
    zipFile([
      ...workbookSkeleton(),
      {
        name: 'xl/worksheets/sheet1.xml',
        ...repeatedDeflate(sheetStart + header, '<row/>'.repeat(megabyte / 6), 1500, sheetEnd),
      },
    ]),
  /** 10,000 rows with a cell in column A and one in XFD: 72 KB. */
  xfd: () =>
    zipFile([
      ...workbookSkeleton(),
      sheet(
        tenThousandRows(
          (row) =>
            `<c r="A${row}" t="inlineStr"><is><t>a</t></is></c><c r="XFD${row}" t="inlineStr"><is><t>b</t></is></c>`,
        ),
      ),
    ]),
  /** One 5 MB shared string in 24 cells of 10,000 rows. */
  'shared-string': () =>
    zipFile([
      ...workbookSkeleton(),
      {
        name: 'xl/sharedStrings.xml',
        ...deflated(
          `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>${'x'.repeat(5 * megabyte)}</t></si></sst>`,
        ),
      },
      sheet(
        tenThousandRows((row) =>
          Array.from({ length: 24 }, (_, column) => `<c r="${columnLetters(column)}${row}" t="s"><v>0</v></c>`).join(
            '',
          ),
        ),
      ),
    ]),
};

const name = process.argv[2] ?? 'sheet';
const make = cases[name];
if (!make) throw new Error(`Unknown case ${name}: ${Object.keys(cases).join(', ')}.`);
const file = make();
const rssBefore = process.memoryUsage().rss;
const cpuBefore = process.cpuUsage();
const started = performance.now();
let answer: string;
try {
  answer = `read ${(await readSheet(file)).rows.length} rows`;
} catch (error) {
  answer = (error as Error).message;
}
const cpu = process.cpuUsage(cpuBefore);
const rounded = (value: number, digits = 0) => Number(value.toFixed(digits));
console.log(
  JSON.stringify({
    case: name,
    file_mb: rounded(file.length / megabyte, 2),
    wall_s: rounded((performance.now() - started) / 1000, 2),
    cpu_s: rounded((cpu.user + cpu.system) / 1e6, 2),
    rss_before_mb: rounded(rssBefore / megabyte),
    peak_rss_mb: rounded((process.resourceUsage().maxRSS * 1024) / megabyte),
    answer,
  }),
);
