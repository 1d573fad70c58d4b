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

export type CodeLabels = Readonly<Record<string, ColumnTitle>>;

export type ListColumn<Key extends string = string> = {
  key: Key;
  title: ColumnTitle;
  type: ColumnType;
  /** A code column's words per stored value. */
  labels?: CodeLabels;
  /** Digits after the decimal point of a number column (money always has 2); whole numbers when absent. */
  decimals?: number;
  /** In the files only (CSV, XLSX): detail too long for a table cell, such as a defect's repair notes. */
  fileOnly?: true;
  /** On screen, but hidden until the reader picks it in Column Options. */
  hidden?: true;
};

/** A column as a catalogue writes it: everything but the key, which is its name in the catalogue. */
export type ColumnSpec = Omit<ListColumn, 'key'>;

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

/** The words of a boolean cell, as the screens write them. */
export const yesNoTitles: Readonly<Record<'yes' | 'no', ColumnTitle>> = {
  yes: { en: 'Yes', fr: 'Oui' },
  no: { en: 'No', fr: 'Non' },
};

/**
 * A code column's labels from the `{ en: {...}, fr: {...} }` shape the shared label maps use
 * (`workOrderStatusLabels`, `renewalKindLabels`), so a catalogue reuses them instead of copying.
 */
export function labelsByLanguage<Code extends string>(
  words: Readonly<Record<ColumnLanguage, Readonly<Record<Code, string>>>>,
): Readonly<Record<Code, ColumnTitle>> {
  const codes = Object.keys(words.en) as Code[];
  return Object.fromEntries(codes.map((code) => [code, { en: words.en[code], fr: words.fr[code] }])) as Record<
    Code,
    ColumnTitle
  >;
}

/**
 * Labels of a set whose stored value is already the English word (vehicle types, locations,
 * appointment types) and whose French comes from a catalogue such as `parentTypeLabelsFr`.
 */
export function labelsFromFrench<Code extends string>(
  french: Readonly<Record<Code, string>>,
): Readonly<Record<Code, ColumnTitle>> {
  const codes = Object.keys(french) as Code[];
  const titles: Record<string, ColumnTitle> = {};
  for (const code of codes) titles[code] = { en: code, fr: french[code] };
  return titles as Record<Code, ColumnTitle>;
}

/** The columns a table and Column Options show (file-only columns left out), in default order. */
export function screenColumns<Key extends string>(catalogue: ColumnCatalogue<Key>): ListColumn<Key>[] {
  return catalogue.order.map((key) => catalogue.columns[key]).filter((column) => !column.fileOnly);
}
