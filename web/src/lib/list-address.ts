import { isCalendarDate, pageSizes, weekStart, type SortDirection } from '@fleet-ops/shared';
import {
  createParser,
  parseAsStringLiteral,
  useQueryStates,
  type UrlKeys,
  type UseQueryStatesKeysMap,
  type Values,
} from 'nuqs';
import { useOptimisticSearchParams } from 'nuqs/adapters/react-router/v7';
import { useCallback, useEffect, useState } from 'react';

/*
 * Screen state kept in the address (lists, weeks, report ranges), read and written through nuqs
 * so a reload or a shared link shows the same screen. These parsers are the only place a
 * parameter's format is written: a value the app does not know reads as the default instead of
 * reaching the server, and a default is left out of the address unless the parser is
 * `alwaysShown`. The NuqsAdapter is in the admins' shell (app/routes/admin-shell.tsx): the
 * sign-in page and the drivers' screens keep nothing in the address.
 */

type PageSize = (typeof pageSizes)[number];

function positiveInteger(text: string): number | null {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : null;
}

/** `page`: 1 and up. */
export const pageParam = createParser({ parse: positiveInteger, serialize: String }).withDefault(1);

/** `per_page`: one of the sizes the pager offers. */
export function pageSizeParam(defaultSize: number) {
  const parser = createParser<PageSize>({
    parse: (text) => pageSizes.find((size) => size === Number(text)) ?? null,
    serialize: String,
  });
  return parser.withDefault(pageSizes.find((size) => size === defaultSize) ?? 50);
}

/** `search`: the words typed, trimmed. */
export const searchParam = createParser({
  parse: (text) => text.trim(),
  serialize: (text: string) => text,
}).withDefault('');

/** One of `values` (a filter, a sort column); anything else reads as `fallback`. */
export function choiceParam<const Value extends string>(values: readonly Value[], fallback: NoInfer<Value>) {
  return parseAsStringLiteral(values).withDefault(fallback);
}

/** The value of a filter that narrows nothing ("Any"). */
export const anyChoice = 'all';

/** A filter of one of `values`, or "Any" (`all`, the default, left out of the address). */
export function anyOrChoiceParam<const Value extends string>(values: readonly Value[]) {
  return choiceParam([anyChoice, ...values], anyChoice);
}

/** An id (a vehicle's `vehicle_id`): 1 and up; anything else reads as absent. */
export const idParam = createParser({ parse: positiveInteger, serialize: String });

export function sortDirectionParam(fallback: SortDirection) {
  return choiceParam(['asc', 'desc'], fallback);
}

/** A calendar date, `YYYY-MM-DD`; anything else reads as absent. */
export const calendarDateParam = createParser({
  parse: (text) => (isCalendarDate(text) ? text : null),
  serialize: (date: string) => date,
});

/** A week, written as the Sunday that starts it; any day of the week reads as that Sunday. */
export const weekParam = createParser({
  parse: (text) => (isCalendarDate(text) ? weekStart(text) : null),
  serialize: (date: string) => date,
});

/** A switch: `1` when on, absent when off. */
export const flagParam = createParser({
  parse: (text) => text === '1',
  serialize: (on: boolean) => (on ? '1' : '0'),
}).withDefault(false);

/** A parameter the address shows even at its default, as the sidebar's links write it. */
export function alwaysShown<Parser extends { withOptions(options: { clearOnDefault: boolean }): Parser }>(
  parser: Parser,
): Parser {
  return parser.withOptions({ clearOnDefault: false });
}

/** Names in the address that differ from the state's, in every list. */
export const listUrlKeys: Readonly<Record<string, string>> = { perPage: 'per_page' };

type ListParsers = UseQueryStatesKeysMap & { page: typeof pageParam };

function shownAlways(parsers: UseQueryStatesKeysMap): string[] {
  return Object.keys(parsers).filter((key) => parsers[key]?.clearOnDefault === false);
}

/**
 * A paged list whose filters, sort and page live in the address. Changes replace the address
 * rather than adding to the history, and a new filter, sort or page size starts again from the
 * first page. A parameter the parsers mark `alwaysShown` is written in as soon as the address
 * lacks it. `parsers` must be the same object on every render (a module constant or a memo);
 * `urlKeys` names the parameters whose address name differs from the state's.
 */
export function useListAddress<Parsers extends ListParsers>(parsers: Parsers, urlKeys: Record<string, string> = {}) {
  const names: Record<string, string> = { ...listUrlKeys, ...urlKeys };
  const [state, setState] = useQueryStates(parsers, { urlKeys: names as UrlKeys<Parsers>, history: 'replace' });
  const address = useOptimisticSearchParams();
  const pinned = shownAlways(parsers);
  const incomplete = pinned.some((key) => !address.has(names[key] ?? key));
  // The path this screen opened on. While the next screen's code downloads, this one stays drawn
  // under the new address, which lacks its parameters: writing them there put Tracking's sort
  // into /drivers' address.
  const [ownPath] = useState(() => window.location.pathname);

  useEffect(() => {
    if (incomplete && window.location.pathname === ownPath)
      void setState(Object.fromEntries(pinned.map((key) => [key, state[key]])) as Partial<Values<Parsers>>);
  });

  const update = (change: Partial<Values<Parsers>>) => void setState({ page: 1, ...change });
  /** Another page of the same list; stable, for effects. */
  const goToPage = useCallback((page: number) => void setState({ page } as Partial<Values<Parsers>>), [setState]);
  return { state, update, goToPage };
}
