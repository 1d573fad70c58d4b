import type { ColumnCatalogue } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { ColumnOptions } from '../column-options/column-options';
import { useColumnPreferences } from '../column-options/use-column-preferences';
import { catalogueColumnChoices, catalogueTableColumns, type ColumnCells } from './catalogue-columns';

/** Column Options for a catalogue's list (its page key, titles and hidden columns), and the columns it leaves shown. */
export function useCatalogueColumnOptions<Key extends string>(catalogue: ColumnCatalogue<Key>) {
  // The options follow the language as soon as the reader changes it.
  useTranslation();
  const preferences = useColumnPreferences(catalogue.page, catalogueColumnChoices(catalogue, currentLanguage()));
  return {
    visibleColumns: preferences.visibleColumns,
    columnOptions: (
      <ColumnOptions preferences={preferences.preferences} onSave={preferences.save} saving={preferences.isSaving} />
    ),
  };
}

/** A catalogue's table columns, headed in the reader's language. */
export function useCatalogueColumns<Row, Key extends string>(
  catalogue: ColumnCatalogue<Key>,
  cells: ColumnCells<Row, Key>,
) {
  useTranslation();
  return catalogueTableColumns(catalogue, cells, currentLanguage());
}
