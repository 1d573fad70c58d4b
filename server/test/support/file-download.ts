import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Checks that a response is a CSV download for a reader of `language` (200, text/csv, an
 * attachment named `fileName` when given, UTF-8 with a byte order mark) and reads it with a strict parser in that language's
 * dialect: `;` between cells in French, `,` in English. Every row must have the header's length.
 */
export function csvFileRows(response: LightMyRequestResponse, language: 'en' | 'fr', fileName?: string): string[][] {
  const url = response.raw.req.url;
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toBe('text/csv; charset=utf-8');
  const disposition = response.headers['content-disposition'];
  if (fileName) expect(disposition, url).toBe(`attachment; filename="${fileName}"`);
  else expect(disposition, url).toMatch(/^attachment; filename=".+\.csv"$/);
  expect([...response.rawPayload.subarray(0, 3)], url).toEqual([0xef, 0xbb, 0xbf]);
  return parse(response.body, {
    bom: true,
    delimiter: language === 'fr' ? ';' : ',',
    relax_quotes: false,
    relax_column_count: false,
  }) as string[][];
}
