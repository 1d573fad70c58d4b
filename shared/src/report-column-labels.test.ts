import { describe, expect, it } from 'vitest';
import * as shared from './index.js';
import { reportColumnLabels, reportColumnLabelsFr } from './report-column-labels.js';

const columns = Object.entries(shared)
  .filter(([name]) => name.endsWith('ReportColumns'))
  .flatMap(([, list]) => list as unknown as { key: string; header: string }[]);

describe('the report column labels', () => {
  it('word every column of the eight reports as its CSV header does, in English', () => {
    expect(new Set(columns.map((column) => column.key)).size).toBe(Object.keys(reportColumnLabels).length);
    for (const column of columns) {
      expect(reportColumnLabels[column.key as keyof typeof reportColumnLabels]).toBe(column.header);
    }
  });

  it('give every column a French label of its own', () => {
    expect(Object.keys(reportColumnLabelsFr)).toEqual(Object.keys(reportColumnLabels));
    expect(Object.values(reportColumnLabelsFr).filter((label) => label.trim() === '')).toEqual([]);
  });
});
