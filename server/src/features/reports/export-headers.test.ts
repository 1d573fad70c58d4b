import { describe, expect, it } from 'vitest';
import * as shared from '@fleet-ops/shared';
import { reportHeadersFr } from './export-headers.js';

describe('reportHeadersFr', () => {
  it('has a French header for every column of every report, and none for a column no report has', () => {
    const reports = Object.entries(shared).filter(([name]) => name.endsWith('ReportColumns'));
    expect(reports.length).toBe(8);
    const keys = new Set(
      reports.flatMap(([, columns]) => (columns as unknown as { key: string }[]).map((column) => column.key)),
    );
    expect([...keys].filter((key) => !reportHeadersFr[key]?.trim())).toEqual([]);
    expect(Object.keys(reportHeadersFr).filter((key) => !keys.has(key))).toEqual([]);
  });
});
