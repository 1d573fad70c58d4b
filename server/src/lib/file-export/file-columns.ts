import type { ColumnCatalogue, ColumnTitle, ListColumn } from '@fleet-ops/shared';
import type { ReaderLanguage } from '../reader-language.js';

/**
 * What a row holds for one column, before it is written: a number stays a number (money in
 * dollars), a code is the stored code (the file writes its words), a boolean a boolean, a date
 * `YYYY-MM-DD`, an instant a Date (written in the site's time zone) or its `YYYY-MM-DD HH:mm:ss`.
 */
export type CellValue = string | number | boolean | Date | null | undefined;

/** Reads one column's value from a row; the language is there for the rare cell that words itself. */
export type CellReader<Row> = (row: Row, language: ReaderLanguage) => CellValue;

/** A column of a file: the catalogue's column, its title (the catalogue's unless overridden) and its cell. */
export type FileColumn<Row> = { column: ListColumn; title: ColumnTitle; cell: CellReader<Row> };

/** A cell, or a cell with a title of its own (a tracking day headed by its date). */
export type CellSpec<Row> = CellReader<Row> | { title: ColumnTitle; cell: CellReader<Row> };

/**
 * A file's columns, in the order `cells` lists them: each key names a column of the catalogue
 * (its title and type come from there), its value says how to read the cell from a row. A list's
 * file may leave out screen columns (row actions) and add the catalogue's file-only columns.
 */
export function fileColumns<Key extends string, Row>(
  catalogue: ColumnCatalogue<Key>,
  cells: { readonly [K in Key]?: CellSpec<Row> },
): FileColumn<Row>[] {
  return (Object.keys(cells) as Key[]).map((key) => {
    const column = catalogue.columns[key];
    const spec: CellSpec<Row> = cells[key]!;
    return 'cell' in spec
      ? { column, title: spec.title, cell: spec.cell }
      : { column, title: column.title, cell: spec };
  });
}
