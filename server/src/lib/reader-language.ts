import type { FastifyRequest } from 'fastify';

/** The languages the server writes files and emails in: the web app's two. */
export const readerLanguages = ['en', 'fr'] as const;
export type ReaderLanguage = (typeof readerLanguages)[number];

/** A text a person reads, in each language. */
export type Bilingual = Record<ReaderLanguage, string>;

function isReaderLanguage(value: string | undefined): value is ReaderLanguage {
  return readerLanguages.some((language) => language === value);
}

/**
 * The first of English or French in an Accept-Language header by preference (`fr-CA;q=0.9`),
 * else English. The web app sends the language the person chose in it, so this follows the
 * person's choice, then their browser's. (Users have no stored language preference.)
 */
export function acceptedLanguage(acceptLanguage: string | undefined): ReaderLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
      const base = tag.trim().toLowerCase().split('-')[0];
      return { base, q: quality ? Number(quality.trim().slice(2)) : 1, index };
    })
    .filter((entry) => isReaderLanguage(entry.base) && entry.q > 0)
    .sort((first, second) => second.q - first.q || first.index - second.index);
  const first = ranked[0]?.base;
  return isReaderLanguage(first) ? first : 'en';
}

/** The language to answer `request` in, from its Accept-Language header. */
export function readerLanguage(request: FastifyRequest): ReaderLanguage {
  return acceptedLanguage(request.headers['accept-language']);
}
