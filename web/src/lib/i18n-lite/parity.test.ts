import realI18next from 'i18next';
import { describe, expect, it } from 'vitest';
// Merged into the reports namespace by the reports screens, which no catalogue index imports.
import '../../features/reports/i18n-defects';
import { i18n as appI18n } from '../i18n';
import liteI18next, { type Resource, type TOptions } from './i18next';
import {
  catalogueCalls,
  differences,
  leaves,
  messageCalls,
  placeholders,
  type Call,
  type Translator,
} from '../../../test/i18n-catalogue-calls';

/** The app's configuration (lib/i18n/index.ts), checked against the app's instance below. */
const configuration = {
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'fr'],
  ns: ['translation', 'messages'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  initAsync: false,
} as const;

type Catalogues = Record<string, Record<string, Resource>>;

/** Every catalogue in both languages: the app's i18next holds them all in tests (test/catalogues.ts). */
const catalogues = appI18n.store.data as Catalogues;
const languages = ['en', 'fr'] as const;

/** The real i18next and the lite, each started as the app starts it, with its own copy of `resources`. */
function bothWith(resources: Catalogues): { real: Translator; lite: Translator } {
  const copy = () => JSON.parse(JSON.stringify(resources)) as Catalogues;
  const real = realI18next.createInstance();
  void real.init({ ...configuration, resources: copy() });
  const lite = liteI18next.createInstance();
  void lite.init({ ...configuration, resources: copy() });
  // i18next's own types overload getFixedT for typed keys; the calls made here are the untyped ones.
  return { real: real as unknown as Translator, lite };
}

function screenNamespaces(language: string): string[] {
  return Object.keys(catalogues[language] ?? {}).filter((namespace) => namespace !== 'messages');
}

describe('the lite i18next', () => {
  it('is configured as the app configures i18next', () => {
    const { fallbackLng, supportedLngs, defaultNS, interpolation, keySeparator, nsSeparator, pluralSeparator } =
      appI18n.options;
    expect({
      fallbackLng,
      supportedLngs,
      defaultNS,
      interpolation,
      keySeparator,
      nsSeparator,
      pluralSeparator,
    }).toEqual(
      expect.objectContaining({
        fallbackLng: ['en'],
        supportedLngs: ['en', 'fr', 'cimode'],
        defaultNS: 'translation',
        interpolation: expect.objectContaining({ escapeValue: false, prefix: '{{', suffix: '}}' }),
        keySeparator: '.',
        nsSeparator: ':',
        pluralSeparator: '_',
      }),
    );
  });

  it('reads every key of every catalogue as i18next does, in English and French', async () => {
    const { real, lite } = bothWith(catalogues);
    const found: string[] = [];
    let asked = 0;
    for (const language of languages) {
      // The calls through a `t` fixed to no language read the current one.
      await Promise.all([real.changeLanguage(language), lite.changeLanguage(language)]);
      const calls: Call[] = screenNamespaces(language).flatMap((namespace) =>
        catalogueCalls(namespace, language, catalogues[language]?.[namespace]),
      );
      asked += calls.length;
      found.push(...differences(calls, real, lite));
    }
    expect(screenNamespaces('en').length).toBeGreaterThan(30);
    expect(asked).toBeGreaterThan(25_000);
    expect(found).toEqual([]);
  });

  it('reads every server message whole as i18next does, in French and in English (where it is its own key)', () => {
    const { real, lite } = bothWith(catalogues);
    const messages = Object.keys(catalogues.fr?.messages ?? {});
    expect(messages.length).toBeGreaterThan(300);
    const calls = languages.flatMap((language) => messages.flatMap((message) => messageCalls(language, message)));
    expect(differences(calls, real, lite)).toEqual([]);
  });

  it('reads the English words of a namespace whose French has not arrived', () => {
    const { checklists: _notYet, ...frenchSoFar } = catalogues.fr ?? {};
    const { real, lite } = bothWith({ ...catalogues, fr: frenchSoFar });
    const calls = catalogueCalls('checklists', 'fr', catalogues.en?.checklists);
    expect(differences(calls, real, lite)).toEqual([]);
    expect(lite.t('common.cancel', { lng: 'fr' })).toBe('Annuler');
    expect(lite.t('checklists:title', { lng: 'fr' })).toBe(real.t('checklists:title', { lng: 'en' }));
  });

  it('shows a missing key, a default value, a sentence and a group of keys as i18next does', () => {
    const { real, lite } = bothWith(catalogues);
    const asked: [string, TOptions][] = [
      ['nowhere.to.be.found', {}],
      ['defects:nowhere.here', {}],
      ['checklists:items.unknown_item', { defaultValue: 'unknown item' }],
      ['nowhere', { defaultValue: 'Hello {{name}}', name: 'Émilie' }],
      ['nowhere', { count: 2 }],
      ['nowhere', { defaultValue: '' }],
      ['Error: the server said no.', {}],
      ['auth.login', {}],
      ['auth:login', {}],
      ['common.cancel', { lng: 'de' }],
      ['auth.passwordHint', { min: 8, max: 3 }],
      ['auth.passwordHint', { min: undefined }],
    ];
    const answers = (translator: Translator) => asked.map(([key, options]) => translator.t(key, options));
    expect(answers(lite)).toEqual(answers(real));
    expect(answers(lite)).toEqual([
      'nowhere.to.be.found',
      'nowhere.here',
      'unknown item',
      'Hello Émilie',
      'nowhere',
      '',
      'Error: the server said no.',
      "key 'auth.login (en)' returned an object instead of string.",
      'login',
      'Cancel',
      'At least 8 characters.',
      'At least  characters.',
    ]);
  });

  it('changes language as i18next does, telling its listeners before the change resolves', async () => {
    const { real, lite } = bothWith(catalogues);
    const heard = async (translator: Translator) => {
      const events: string[] = [];
      translator.on('languageChanged', (language: string) => events.push(`heard ${language}`));
      for (const language of ['fr', 'en', 'de']) {
        const changing = translator.changeLanguage(language);
        events.push(`now ${translator.language}`);
        events.push((await changing)('common.cancel'));
      }
      return events;
    };
    expect(await heard(lite)).toEqual(await heard(real));
    expect(await heard(lite)).toEqual([
      ...['heard fr', 'now fr', 'Annuler'],
      ...['heard en', 'now en', 'Cancel'],
      ...['heard en', 'now en', 'Cancel'],
    ]);
  });

  it('adds bundles as i18next does: deep ones merged, overwriting only if asked; others replace whole top-level keys', () => {
    const { real, lite } = bothWith({ en: { translation: { a: { b: 'B', c: 'C' } } }, fr: { translation: {} } });
    const added = { a: { c: 'C2', d: 'D' } };
    for (const translator of [real, lite]) {
      translator.addResourceBundle('en', 'translation', added, true, false);
      translator.addResourceBundle('en', 'translation', { a: { b: 'B3' } }, true, true);
      translator.addResourceBundle('fr', 'reports', { titles: { x: 'X' }, kept: 'K' }, true, false);
      translator.addResourceBundle('fr', 'reports', { titles: { y: 'Y' } }, false, false);
    }
    added.a.d = 'changed after it was added';
    const keys = ['a.b', 'a.c', 'a.d', 'reports:titles.x', 'reports:titles.y', 'reports:kept'];
    const answers = (translator: Translator) => keys.map((key) => translator.t(key, { lng: 'fr' }));
    expect(answers(lite)).toEqual(answers(real));
    expect(answers(lite)).toEqual(['B3', 'C', 'D', 'titles.x', 'Y', 'K']);
  });

  it('finds nothing in the catalogues that it leaves out: nesting, formats, unescaped values, dotted keys', () => {
    const unsupported = /\$t\(|{{-|{{[^}]*,[^}]*}}/;
    const found = languages.flatMap((language) =>
      Object.entries(catalogues[language] ?? {}).flatMap(([namespace, words]) =>
        leaves(words).flatMap(([key, text]) => {
          const problems = [
            unsupported.test(String(text)) && 'is written in a way the lite does not read',
            !placeholders(String(text)).every((name) => /^\w+$/.test(name)) && 'has a placeholder with a path',
            namespace !== 'messages' && dottedKey(words, key) && 'has a key holding a dot',
          ].filter(Boolean);
          return problems.map((problem) => `${language} ${namespace}:${key} ${problem}`);
        }),
      ),
    );
    expect(found).toEqual([]);
  });
});

/** Whether the leaf at `path` (dotted) is not reached by splitting the path on its dots. */
function dottedKey(words: unknown, path: string): boolean {
  let value = words;
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, part)) return true;
    value = (value as Resource)[part];
  }
  return false;
}
