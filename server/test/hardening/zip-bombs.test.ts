import fs from 'node:fs';
import os from 'node:os';
import type { LightMyRequestResponse } from 'fastify';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importMessages, uploadMessages } from '@fleet-ops/shared';
import { importRuns } from '../../src/db/schema/index.js';
import { uploadFile } from '../api/imports/import-files.js';
import { useTestApp } from '../support/test-app.js';
import {
  columnLetters,
  deflated,
  repeatedDeflate,
  sheetEnd,
  sheetRow,
  sheetStart,
  stored,
  workbookSkeleton,
  zipFile,
  type ZipFileEntry,
} from '../support/zip-files.js';

const testApp = useTestApp();

const megabyte = 1024 * 1024;
/** Loose enough for a busy 2-core CI machine: the old reader took 15 s and 550 MB for one bomb. */
const bounds = { seconds: 10, rssGrowthMegabytes: 150 };

const spaces = ' '.repeat(megabyte);
const header = sheetRow(1, ['Equipment number']);
const sharedStringsStart =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

/** A workbook whose sheet is the header, `megabytes` MB of spaces and its end: 1.5 GB in 1.5 MB. */
const sheetBomb = (megabytes: number) => repeatedDeflate(sheetStart + header, spaces, megabytes, sheetEnd);

function workbook(...parts: ZipFileEntry[]) {
  return zipFile([...workbookSkeleton(), ...parts]);
}

async function runCount() {
  const [row] = await testApp.context.db.select({ value: count() }).from(importRuns);
  return row!.value;
}

/** ExcelJS's temporary copies of sheets, named after this process. */
const temporaryFiles = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));

/**
 * The answers to requests sent at once, checked to have taken the process less time and memory
 * than `bounds` (RSS sampled every 10 ms, and once more at the end).
 */
async function withinBounds(requests: Promise<LightMyRequestResponse>[]) {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  const responses = await Promise.all(requests);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  expect(seconds).toBeLessThan(bounds.seconds);
  expect((rssPeak - rssBefore) / megabyte).toBeLessThan(bounds.rssGrowthMegabytes);
  return responses;
}

/**
 * Uploads the files at once as vehicle imports and expects each refused with `message` on the
 * file field within `bounds`, no run stored and no temporary file left.
 */
async function expectRefusedWithinBounds(files: Buffer[], message: string) {
  const admin = await testApp.createUser('admin');
  const runsBefore = await runCount();
  const temporaryBefore = temporaryFiles();
  const responses = await withinBounds(files.map((file) => uploadFile(testApp, admin, 'vehicles', file, 'fleet.xlsx')));
  for (const response of responses) {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { file: [message] } });
  }
  expect(await runCount()).toBe(runsBefore);
  expect(temporaryFiles()).toEqual(temporaryBefore);
}

describe('POST api/imports/{kind} with an XLSX zip bomb', () => {
  it('refuses a 1.5 MB workbook whose sheet says it unpacks to 1.5 GB before unpacking it, three at once', async () => {
    const bomb = workbook({ name: 'xl/worksheets/sheet1.xml', ...sheetBomb(1500) });
    expect(bomb.length).toBeLessThan(1.6 * megabyte);
    await expectRefusedWithinBounds([bomb, bomb, bomb], importMessages.unpackedTooLarge);
  });

  it('stops unpacking a sheet that says 1 KB and unpacks to 9 GB as soon as it passes 1 KB', async () => {
    // 9 GB take longer than the time bound to unpack even with nothing kept.
    const lying = { ...sheetBomb(9000), size: 1024 };
    await expectRefusedWithinBounds(
      [workbook({ name: 'xl/worksheets/sheet1.xml', ...lying })],
      importMessages.xlsxUnreadable,
    );
  });

  it('refuses shared strings that say they unpack to 1.5 GB, and ones that lie about it', async () => {
    const strings = repeatedDeflate(sharedStringsStart, '<si><t>a</t></si>'.repeat(61_680), 1500, '</sst>');
    const sheet = { name: 'xl/worksheets/sheet1.xml', ...deflated(sheetStart + header + sheetEnd) };
    await expectRefusedWithinBounds(
      [workbook({ name: 'xl/sharedStrings.xml', ...strings }, sheet)],
      importMessages.unpackedTooLarge,
    );
    await expectRefusedWithinBounds(
      [workbook({ name: 'xl/sharedStrings.xml', ...strings, size: 1024 }, sheet)],
      importMessages.xlsxUnreadable,
    );
  });

  it('refuses 100,000 tiny entries without reading them', async () => {
    const empty = stored('');
    const entries = Array.from({ length: 100_000 }, (_, index) => ({ name: `${index}`, ...empty }));
    await expectRefusedWithinBounds([workbook(...entries)], importMessages.unpackedTooLarge);
  });

  it('refuses a thousand entries that share one compressed stream of 10 MB (10 GB in all)', async () => {
    const kernel = { name: 'xl/worksheets/sheet1.xml', ...sheetBomb(10) };
    const sharing = Array.from({ length: 1000 }, (_, index) => ({
      ...kernel,
      name: index === 0 ? 'xl/sharedStrings.xml' : `xl/worksheets/sheet${index + 1}.xml`,
      within: { entry: kernel.name, offset: 0 },
    }));
    await expectRefusedWithinBounds([workbook(kernel, ...sharing)], importMessages.xlsxUnreadable);
  });

  it('refuses one 5 MB shared string repeated in every cell of 10,000 rows (1.2 TB of text once read)', async () => {
    const strings = deflated(`${sharedStringsStart}<si><t>${'x'.repeat(5 * megabyte)}</t></si></sst>`);
    const cells = (row: number) =>
      Array.from({ length: 24 }, (_, column) => `<c r="${columnLetters(column)}${row}" t="s"><v>0</v></c>`);
    const rows = Array.from(
      { length: 10_000 },
      (_, index) => `<row r="${index + 1}">${cells(index + 1).join('')}</row>`,
    );
    const sheet = deflated(sheetStart + rows.join('') + sheetEnd);
    await expectRefusedWithinBounds(
      [workbook({ name: 'xl/sharedStrings.xml', ...strings }, { name: 'xl/worksheets/sheet1.xml', ...sheet })],
      importMessages.unpackedTooLarge,
    );
  });

  it('refuses rows with a cell in column XFD, 16,384 cells each once read', async () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, index) =>
        `<row r="${index + 1}"><c r="A${index + 1}" t="inlineStr"><is><t>a</t></is></c>` +
        `<c r="XFD${index + 1}" t="inlineStr"><is><t>b</t></is></c></row>`,
    );
    await expectRefusedWithinBounds(
      [workbook({ name: 'xl/worksheets/sheet1.xml', ...deflated(sheetStart + rows.join('') + sheetEnd) })],
      importMessages.unpackedTooLarge,
    );
  });

  it('does not expand XML entities (a billion laughs): the sheet is refused as unreadable', async () => {
    const entities = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
    ).join('');
    const doctype = `<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY lol0 "lol">${entities}]>`;
    const sheet = sheetStart.replace(/^<\?xml[^>]*>/, doctype) + sheetRow(1, ['&lol9;']) + sheetEnd;
    await expectRefusedWithinBounds(
      [workbook({ name: 'xl/worksheets/sheet1.xml', ...deflated(sheet) })],
      importMessages.xlsxUnreadable,
    );
  });
});

describe('A compressed request body', () => {
  it('that unpacks to 1.5 GB is cut off at the 1 MB body limit, gzip and deflate alike', async () => {
    const json = repeatedDeflate('{"email":"', spaces, 1500, '"}').data;
    // The checksums at the end are left at 0: nothing should read that far.
    const bodies = {
      gzip: Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]), json, Buffer.alloc(8)]),
      deflate: Buffer.concat([Buffer.from([0x78, 0x9c]), json, Buffer.alloc(4)]),
    };
    const responses = await withinBounds(
      Object.entries(bodies).map(([encoding, payload]) =>
        testApp.request(undefined, {
          method: 'POST',
          url: '/api/login',
          payload,
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        }),
      ),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: uploadMessages.requestTooLarge });
    }
  });
});
