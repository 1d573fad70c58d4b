import { screenColumns, type ColumnCatalogue, type ColumnLanguage, type ColumnPreference } from '@fleet-ops/shared';
import type { ReactNode } from 'react';
import { cellText, type DataTableColumn } from '../data-table/data-table';

/** How a list draws one column's cells; its title always comes from the shared catalogue. */
export type ColumnCell<Row> = {
  /** What the cell shows; by default the row's field of the column's key, as text. */
  render?: (row: Row) => ReactNode;
  width?: number | string;
  sortable?: boolean;
  /** What the header stands for, shown on hover and focus (see DataTable). */
  description?: string;
  /**
   * The header's words instead of the catalogue's title, and what is drawn there (tracking heads
   * its days by their dates); Column Options still names the column by its title.
   */
  header?: string;
  headerContent?: ReactNode;
};

/**
 * A list's cells by column key: a column left out shows its row field as text. Only the
 * catalogue's keys are accepted, so a misspelt or retired column is a type error.
 */
export type ColumnCells<Row, Key extends string> = { readonly [K in Key]?: ColumnCell<Row> };

/** The cells of a catalogue's columns (see `ColumnCells`). */
export type CatalogueCells<Row, Catalogue extends ColumnCatalogue<string>> = ColumnCells<
  Row,
  Catalogue['order'][number]
>;

/** The table's columns in the catalogue's order (file-only ones left out), each headed by its title in the reader's language. */
export function catalogueTableColumns<Row, Key extends string>(
  catalogue: ColumnCatalogue<Key>,
  cells: ColumnCells<Row, Key>,
  language: ColumnLanguage,
): DataTableColumn<Row>[] {
  return screenColumns(catalogue).map(({ key, title }) => {
    const cell: ColumnCell<Row> = cells[key] ?? {};
    return {
      ...cell,
      key,
      header: cell.header ?? title[language],
      render: cell.render ?? ((row: Row) => cellText((row as Record<string, unknown>)[key])),
    };
  });
}

/**
 * Column Options' defaults: the table's columns in order, named by their titles in the reader's
 * language, shown unless the catalogue hides one until asked. The key is the catalogue's, the key
 * users' saved choices are stored under.
 */
export function catalogueColumnChoices<Key extends string>(
  catalogue: ColumnCatalogue<Key>,
  language: ColumnLanguage,
): ColumnPreference[] {
  return screenColumns(catalogue).map(({ key, title, hidden }) => ({
    column: key,
    label: title[language],
    visible: !hidden,
  }));
}
