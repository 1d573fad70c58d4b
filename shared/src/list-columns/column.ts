/**
 * A list's column, defined once (issue 32): its key (the field of the list's row and the Column
 * Options key), its title in both languages (the table header, Column Options, the CSV and XLSX
 * headers), and its type, which says how a cell is written in a file (a number stays a number, a
 * date a date, a code its words in the reader's language).
 */
export type ColumnLanguage = 'en' | 'fr';
export type ColumnTitle = Record<ColumnLanguage, string>;

export type ColumnType =
  /** Words as stored (a name, a note). */
  | 'text'
  /** A count or a measure (litres, km). */
  | 'number'
  /** Dollars and cents, two decimals. */
  | 'money'
  /** A calendar day (YYYY-MM-DD). */
  | 'date'
  /** An instant, written in the site's time zone. */
  | 'datetime'
  /** Yes or no. */
  | 'boolean'
  /** A stored code shown by its words (`labels`), in the reader's language. */
  | 'code'
  /** A column with no cell of its own in a file (row actions). */
  | 'actions';

export type ListColumn<Key extends string = string> = {
  key: Key;
  title: ColumnTitle;
  type: ColumnType;
  /** A code column's words per stored value. */
  labels?: Readonly<Record<string, ColumnTitle>>;
};

type ColumnSpec = Omit<ListColumn, 'key'>;

/**
 * A resource's columns in their default order, keyed by column key, so a table, Column Options
 * and an export refer to `catalogue.columns.equipment_number` and never re-type a title.
 */
export type ColumnCatalogue<Key extends string> = {
  /** The Column Options page key (customization), e.g. 'defects'. */
  page: string;
  columns: { readonly [K in Key]: ListColumn<K> };
  order: readonly Key[];
};

export function defineColumns<const Key extends string>(
  page: string,
  specs: { readonly [K in Key]: ColumnSpec },
): ColumnCatalogue<Key> {
  const order = Object.keys(specs) as Key[];
  const columns = Object.fromEntries(order.map((key) => [key, { key, ...specs[key] }])) as {
    [K in Key]: ListColumn<K>;
  };
  return { page, columns, order };
}

/** A column's title in the reader's language. */
export function columnTitle(column: Pick<ListColumn, 'title'>, language: ColumnLanguage): string {
  return column.title[language];
}

/** A code's words in the reader's language; an unknown code is shown as stored. */
export function codeLabel(column: Pick<ListColumn, 'labels'>, value: string, language: ColumnLanguage): string {
  return column.labels?.[value]?.[language] ?? value;
}
