/**
 * Intl's formatters, each made once per language and options. Making one costs about as much as
 * drawing a form field on a phone (issue 33: a third of the checklist's number boxes' first draw
 * at 4× CPU), and a 100-row table formats hundreds of cells; using one is cheap.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function madeOnce<Format>(made: Map<string, Format>, key: string, make: () => Format): Format {
  let format = made.get(key);
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return madeOnce(numberFormats, `${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return madeOnce(
    dateTimeFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}
