import type { Resource, TFunction, TOptions } from '../src/lib/i18n-lite/i18next';

/** What the parity test calls on both i18next's (the real one's types are wider). */
export type Translator = {
  language: string;
  t: (key: string, options?: TOptions) => string;
  getFixedT: (language: string | null, namespace?: string) => TFunction;
  changeLanguage: (language: string) => Promise<TFunction>;
  on: (event: 'languageChanged', listener: (language: string) => void) => unknown;
  addResourceBundle: (
    language: string,
    namespace: string,
    words: Resource,
    deep?: boolean,
    overwrite?: boolean,
  ) => unknown;
};

/** One way of asking for words, written as the app would write it, for a failure to name. */
export type Call = { written: string; ask: (translator: Translator) => string };

/** Every leaf of a catalogue: its dotted path and its text. */
export function leaves(words: unknown, prefix = ''): [path: string, text: unknown][] {
  if (words && typeof words === 'object') {
    return Object.entries(words).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, words]];
}

export function placeholders(text: string): string[] {
  return [...text.matchAll(/{{(.+?)}}/g)].map((match) => match[1]!.trim());
}

const pluralForm = /_(zero|one|two|few|many|other)$/;

/** Counts that pick each form in English and French: French "one" is 0 and 1 (and 1.5), "many" a million. */
const sampleCounts = [0, 1, 1.5, 2, 21, 1_000_000];

/** Values for every placeholder: plain ones, ones that look like placeholders and replacement patterns, and null. */
function valueSets(names: readonly string[]): Record<string, unknown>[] {
  const each = (value: (name: string) => unknown) => Object.fromEntries(names.map((name) => [name, value(name)]));
  return [each((name) => `${name} sample`), each((name) => `{{${name}}} $& $1`), each(() => null), {}];
}

function written(key: string, options: TOptions): string {
  return `t(${JSON.stringify(key)}, ${JSON.stringify(options)})`;
}

/**
 * The calls that read one key of a namespace as the app does: `t` with `ns` and `lng`, with the
 * namespace as a prefix, through a `t` fixed to the language and namespace and one fixed to the
 * namespace only (useTranslation's, the language being the current one), with counts for a plural.
 */
function keyCalls(
  namespace: string,
  language: string,
  path: string,
  texts: readonly string[],
  plural: boolean,
): Call[] {
  const names = [...new Set(texts.flatMap(placeholders))].filter((name) => name !== 'count');
  const counts = [{}, ...(plural ? sampleCounts.map((count) => ({ count })) : [])];
  return counts.flatMap((count) =>
    valueSets(names).flatMap((values, index) => {
      const options: TOptions = { ...values, ...count };
      const calls: Call[] = [
        {
          written: `${language}: ${written(path, { ...options, ns: namespace })}`,
          ask: (translator) => translator.t(path, { ...options, ns: namespace, lng: language }),
        },
      ];
      if (index > 0) return calls;
      return [
        ...calls,
        {
          written: `${language}: ${written(`${namespace}:${path}`, options)}`,
          ask: (translator) => translator.t(`${namespace}:${path}`, { ...options, lng: language }),
        },
        {
          written: `${language}: getFixedT('${language}', '${namespace}')${written(path, options).slice(1)}`,
          ask: (translator) => translator.getFixedT(language, namespace)(path, options),
        },
        {
          written: `${language} (current): getFixedT(null, '${namespace}')${written(path, options).slice(1)}`,
          ask: (translator) => translator.getFixedT(null, namespace)(path, options),
        },
      ];
    }),
  );
}

/** The calls that read every key of a namespace's words in a language, a plural's forms once. */
export function catalogueCalls(namespace: string, language: string, words: unknown): Call[] {
  const keys = new Map<string, { texts: string[]; plural: boolean }>();
  for (const [key, text] of leaves(words)) {
    const path = key.replace(pluralForm, '');
    const entry = keys.get(path) ?? { texts: [], plural: false };
    entry.texts.push(String(text));
    entry.plural ||= path !== key;
    keys.set(path, entry);
  }
  return [...keys].flatMap(([path, { texts, plural }]) => keyCalls(namespace, language, path, texts, plural));
}

/** A server message looked up whole, as `translateMessage` and `catalogueFrench` do (lib/i18n). */
export function messageCalls(language: string, message: string): Call[] {
  const whole = { ns: 'messages', lng: language, keySeparator: false, nsSeparator: false } as const;
  return [{ ...whole, defaultValue: message }, whole].map((options) => ({
    written: written(message, options),
    ask: (translator) => translator.t(message, options),
  }));
}

/** The calls whose answers differ between the two, each with both answers. */
export function differences(calls: readonly Call[], real: Translator, lite: Translator): string[] {
  return calls.flatMap(({ written: call, ask }) => {
    const [expected, actual] = [ask(real), ask(lite)];
    return expected === actual ? [] : [`${call}: i18next «${expected}», lite «${actual}»`];
  });
}
