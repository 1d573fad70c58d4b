import { describe, expect, it } from 'vitest';
import { codeLabel, columnTitle, screenColumns, type ListColumn } from './column.js';
import * as catalogues from './index.js';

const allCatalogues = Object.values<unknown>(catalogues).filter(
  (value): value is catalogues.ColumnCatalogue<string> =>
    typeof value === 'object' && value !== null && 'page' in value && 'columns' in value,
);

describe('the list column catalogues', () => {
  it('cover every list with a screen or a file', () => {
    expect(allCatalogues.map((catalogue) => catalogue.page).sort()).toEqual([
      'api_tokens',
      'appointments',
      'defects',
      'drivers',
      'fire_inspections',
      'first_aid_kits',
      'fuel',
      'home',
      'income',
      'inspection_forms',
      'maintenance',
      'meter_readings',
      'rates',
      'renewals',
      'service_tasks',
      'tracking',
      'vehicle_logs',
      'vehicles',
      'webhooks',
      'work_orders',
    ]);
  });

  it.each(allCatalogues.map((catalogue) => [catalogue.page, catalogue] as const))(
    '%s: every column has a title in both languages, and a code column its words',
    (_page, catalogue) => {
      expect(Object.keys(catalogue.columns)).toEqual([...catalogue.order]);
      for (const [key, column] of Object.entries<ListColumn>(catalogue.columns)) {
        expect(column.key).toBe(key);
        expect(column.title.en.trim()).not.toBe('');
        expect(column.title.fr.trim()).not.toBe('');
        if (column.type === 'code') expect(Object.keys(column.labels ?? {}).length).toBeGreaterThan(0);
      }
    },
  );

  it.each(allCatalogues.map((catalogue) => [catalogue.page, catalogue] as const))(
    '%s: no two columns share a title in the same language, so a file’s headers are unambiguous',
    (_page, catalogue) => {
      for (const language of ['en', 'fr'] as const) {
        const titles = Object.values<ListColumn>(catalogue.columns)
          .filter((column) => column.type !== 'actions')
          .map((column) => columnTitle(column, language));
        expect(new Set(titles).size).toBe(titles.length);
      }
    },
  );

  it('writes a vehicle’s ownership in the reader’s language and an unknown code as stored', () => {
    const ownership = catalogues.vehicleColumns.columns.ownership_type;
    expect(codeLabel(ownership, 'lease', 'fr')).toBe('Crédit-bail');
    expect(codeLabel(ownership, 'lease', 'en')).toBe('Lease');
    expect(codeLabel(ownership, 'barter', 'fr')).toBe('barter');
  });

  it('leaves file-only columns out of the screen’s columns', () => {
    const keys = screenColumns(catalogues.defectColumns).map((column) => column.key);
    expect(keys).toEqual([
      'id',
      'equipment_number',
      'item',
      'code',
      'severity',
      'status',
      'reported_at',
      'due_at',
      'occurrences',
      'actions',
    ]);
  });
});
