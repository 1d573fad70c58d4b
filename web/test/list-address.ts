import { createLoader, createSerializer, type inferParserType, type ParserMap, type UrlKeys } from 'nuqs';
import { listUrlKeys } from '../src/lib/list-address';

/**
 * Reads and writes an address with a screen's parsers the way useListAddress does (its parameter
 * names, defaults left out unless always shown), without rendering the screen.
 */
export function listAddress<Parsers extends ParserMap>(parsers: Parsers, urlKeys: Record<string, string> = {}) {
  const names = { ...listUrlKeys, ...urlKeys } as UrlKeys<Parsers>;
  const load = createLoader(parsers, { urlKeys: names });
  const serialize = createSerializer(parsers, { urlKeys: names });
  return {
    read: (query: string): inferParserType<Parsers> => load(query),
    /** The query, without its `?`. */
    write: (state: Partial<inferParserType<Parsers>>): string => serialize(state).replace(/^\?/, ''),
  };
}
