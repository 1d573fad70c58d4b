import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importMessages } from '@fleet-ops/shared';
import { importRuns, vehicles } from '../../../src/db/schema/index.js';
import { unpackedLimits } from '../../../src/features/imports/workbook-parts.js';
import { localRecord } from '../../../src/features/imports/zip-directory.js';
import { useTestApp } from '../../support/test-app.js';
import {
  deflated,
  sheetEnd,
  sheetRow,
  sheetStart,
  stored,
  workbookSkeleton,
  zipFile,
  type ZipFileEntry,
} from '../../support/zip-files.js';
import { commitRun, table, uploadFile, vehicleValues, xlsxFile } from './import-files.js';

const testApp = useTestApp();

const sheetName = 'xl/worksheets/sheet1.xml';

async function runCount() {
  const [row] = await testApp.context.db.select({ value: count() }).from(importRuns);
  return row!.value;
}

/** A vehicle sheet in inline strings, as a workbook without shared strings holds it. */
function vehicleSheet(...equipmentNumbers: string[]) {
  const rows = table(
    'vehicles',
    equipmentNumbers.map((number) => vehicleValues(number)),
  );
  return sheetStart + rows.map((cells, index) => sheetRow(index + 1, cells)).join('') + sheetEnd;
}

async function expectRefused(file: Buffer, message: string) {
  const admin = await testApp.createUser('admin');
  const before = await runCount();
  const response = await uploadFile(testApp, admin, 'vehicles', file, 'fleet.xlsx');
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ message, errors: { file: [message] } });
  expect(await runCount()).toBe(before);
}

describe('POST api/imports/{kind} reads workbooks however their zip is laid out', () => {
  it('imports a workbook saved by a spreadsheet (shared strings, styles) from the check to the stored vehicles', async () => {
    const admin = await testApp.createUser('admin');
    const file = await xlsxFile(table('vehicles', [vehicleValues('XL-1'), vehicleValues('XL-2')]));

    const checked = await uploadFile(testApp, admin, 'vehicles', file, 'fleet.xlsx');
    expect(checked.statusCode).toBe(201);
    expect(checked.json().data).toMatchObject({ total_rows: 2, new_count: 2, error_count: 0 });
    const { response, result } = await commitRun(testApp, admin, checked.json().data.id);

    expect(response.statusCode).toBe(200);
    expect(result.message).toBe('The import is done.');
    const [saved] = await testApp.context.db.select().from(vehicles).where(eq(vehicles.equipmentNumber, 'XL-2'));
    expect(saved).toMatchObject({ licensePlateNo: 'QC-XL-2', vinNo: 'VINXL-2', lastOdmRead: 12000 });
  });

  it('reads a sheet stored before its workbook, uncompressed, without shared strings or styles', async () => {
    const admin = await testApp.createUser('admin');
    const file = zipFile([{ name: sheetName, ...stored(vehicleSheet('ST-1')) }, ...workbookSkeleton(stored)]);

    const response = await uploadFile(testApp, admin, 'vehicles', file, 'fleet.xlsx');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.rows).toEqual([{ row: 2, outcome: 'new', key: 'ST-1', errors: {} }]);
  });

  it('reads the first sheet of a workbook with several', async () => {
    const admin = await testApp.createUser('admin');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Import').addRows(table('vehicles', [vehicleValues('FS-1')]));
    workbook.addWorksheet('Notes').addRows([['Anything at all'], ['More']]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const response = await uploadFile(testApp, admin, 'vehicles', file, 'fleet.xlsx');

    expect(response.statusCode).toBe(201);
    expect(response.json().data.rows).toEqual([{ row: 2, outcome: 'new', key: 'FS-1', errors: {} }]);
  });

  it('refuses as damaged a zip whose entries share a name or bytes, are encrypted, or unpack to another size', async () => {
    const sheet = { name: sheetName, ...deflated(vehicleSheet('DM-1')) };
    const strings = { name: 'xl/sharedStrings.xml', ...stored('<sst/>') };
    // A picture's bytes hold the shared strings' whole record, which the directory points at too:
    // read alone, each entry is fine.
    const picture = 'xl/media/image1.png';
    const holding = { name: picture, ...stored(Buffer.concat(localRecord(strings))) };
    const damaged: ZipFileEntry[][] = [
      [sheet, { ...sheet, within: { entry: sheetName, offset: 0 } }],
      [holding, { ...strings, within: { entry: picture, offset: 30 + picture.length } }, sheet],
      [{ ...sheet, size: sheet.size + 1 }],
      [{ ...sheet, size: sheet.size - 1 }],
      [{ ...sheet, method: 12 }],
    ];
    for (const entries of damaged) {
      await expectRefused(zipFile([...workbookSkeleton(), ...entries]), importMessages.xlsxUnreadable);
    }
    const encrypted = zipFile([...workbookSkeleton(), sheet]);
    const sheetHeader = encrypted.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(1, sheetHeader + 8);
    await expectRefused(encrypted, importMessages.xlsxUnreadable);
  });

  it('refuses a workbook that says it unpacks to more than its budgets, before unpacking anything', async () => {
    const small = (name: string, size: number) => ({ name, ...deflated('<x/>'), size });
    const overBudgets: ZipFileEntry[][] = [
      [small(sheetName, unpackedLimits.sheetBytes + 1)],
      [small('xl/sharedStrings.xml', unpackedLimits.otherPartBytes + 1), small(sheetName, 4)],
      // Each part within its own budget, all together over the workbook's.
      [
        small('xl/sharedStrings.xml', unpackedLimits.otherPartBytes),
        small('xl/styles.xml', unpackedLimits.otherPartBytes),
        small('xl/_rels/workbook.xml.rels', unpackedLimits.otherPartBytes),
        small(sheetName, unpackedLimits.sheetBytes),
      ],
    ];
    for (const entries of overBudgets) {
      const names = new Set(entries.map((entry) => entry.name));
      const skeleton = workbookSkeleton().filter((entry) => !names.has(entry.name));
      await expectRefused(zipFile([...skeleton, ...entries]), importMessages.unpackedTooLarge);
    }
  });
});
