/**
 * What the app uses of i18next, and nothing else, for the field app's build (issue 33): on a
 * phone's first visit over Slow 3G every kilobyte costs about 25 ms, and i18next with
 * react-i18next is about 16 kB brotli of the first screen. The field build aliases `i18next` to
 * this file and `react-i18next` to ./react-i18next.ts; the office build keeps the real ones.
 *
 * For the calls the app makes, each answer is the real i18next's: keys by path (`a.b`) and
 * namespace (`ns:a.b`, the `ns` option), the fallback language, plurals by `Intl.PluralRules`
 * (`_one`, `_other`, `_zero` for a count of 0), `{{value}}` without escaping (the app's
 * `interpolation.escapeValue` is false: React escapes what it draws), `defaultValue`, and a missing
 * key shown as the key without its namespace. ./parity.test.ts holds that over every key of every
 * catalogue in both languages.
 *
 * Not covered, because no catalogue or call uses them (the parity test fails if one starts to):
 * nesting (`$t(…)`), formats (`{{value, number}}`), `{{- value}}`, context, ordinals,
 * `returnObjects`, escaping, keys that hold the key separator, a key separator turned off for a key
 * with a namespace prefix, language codes with a region, backends, `loadNamespaces`, `exists`.
 */

/** A namespace's words: nested objects whose leaves are strings. */
export type Resource = { [key: string]: unknown };

export type InitOptions = {
  lng: string;
  fallbackLng: string;
  supportedLngs: readonly string[];
  defaultNS: string;
  /** By language, then namespace. Kept, not copied, as i18next does: bundles are added into it. */
  resources: Record<string, Record<string, Resource>>;
  interpolation: { escapeValue: false };
  /** Accepted for the app's init call: the lite has no backend, so it neither loads nor waits. */
  ns?: readonly string[];
  initAsync?: boolean;
};

export type TOptions = {
  ns?: string | readonly string[];
  lng?: string;
  count?: number;
  defaultValue?: string;
  /** Off for keys that are sentences (the server's messages), which hold dots and colons. */
  keySeparator?: false;
  nsSeparator?: false;
  /** Interpolated values, by the name between `{{ }}`. */
  [name: string]: unknown;
};

/** The namespace type parameter of i18next's TFunction is kept so the app's signatures read the same. */
export type TFunction<_Namespace extends string = string> = (key: string, options?: TOptions) => string;

type LanguageListener = (language: string) => void;

type ThirdPartyModule = { type: '3rdParty'; init: (instance: I18n) => void };

/** i18next says a key is a sentence, not a path, when it has one of these before its first dot. */
const naturalLanguage = /[ ,?!;]/;

function looksLikePath(key: string): boolean {
  if (!naturalLanguage.test(key)) return true;
  const firstDot = key.indexOf('.');
  return firstDot > 0 && !naturalLanguage.test(key.slice(0, firstDot));
}

function isResource(value: unknown): value is Resource {
  return typeof value === 'object' && value !== null;
}

/** Own properties only, as i18next reads them: a key named like an Object method finds nothing. */
function valueAt(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const part of path) {
    if (!isResource(value) || !Object.hasOwn(value, part)) return undefined;
    value = value[part];
  }
  return value;
}

/** i18next's merge for `addResourceBundle(…, deep)`: an existing string is replaced only if `overwrite`. */
function deepExtend(target: Resource, source: Resource, overwrite: boolean): Resource {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const current = target[key];
    if (!Object.hasOwn(target, key)) target[key] = value;
    else if (typeof current === 'string' || typeof value === 'string') {
      if (overwrite) target[key] = value;
    } else if (isResource(current) && isResource(value)) deepExtend(current, value, overwrite);
  }
  return target;
}

/**
 * Fills `{{name}}` from the options in one pass (a value is never read for placeholders). A name
 * the options do not have stays as written; one they have as undefined or null becomes empty.
 */
function interpolate(text: string, values: TOptions): string {
  return text.replace(/{{(.+?)}}/g, (placeholder, written: string) => {
    const name = written.trim();
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- as i18next does, for any value
    return value === undefined || value === null ? '' : String(value);
  });
}

class I18n {
  /** The reader's language, as set by `init` or `changeLanguage`. */
  language = '';
  options!: InitOptions;
  private data: InitOptions['resources'] = {};
  private readonly modules: ThirdPartyModule[] = [];
  private readonly languageListeners = new Set<LanguageListener>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  // Arrow properties, as i18next binds its methods: `const { t } = i18n` keeps working.
  use = (module: ThirdPartyModule): this => {
    this.modules.push(module);
    return this;
  };

  init = (options: InitOptions): Promise<TFunction> => {
    this.options = options;
    this.data = options.resources;
    for (const module of this.modules) module.init(this);
    return this.changeLanguage(options.lng);
  };

  /** Synchronous, as i18next's is when its words are all given: listeners hear it before this returns. */
  changeLanguage = (language: string): Promise<TFunction> => {
    this.language = this.options.supportedLngs.includes(language) ? language : this.options.fallbackLng;
    for (const listener of [...this.languageListeners]) listener(this.language);
    return Promise.resolve(this.t);
  };

  on = (_event: 'languageChanged', listener: LanguageListener): this => {
    this.languageListeners.add(listener);
    return this;
  };

  off = (_event: 'languageChanged', listener: LanguageListener): void => {
    this.languageListeners.delete(listener);
  };

  addResourceBundle = (
    language: string,
    namespace: string,
    resources: Resource,
    deep = false,
    overwrite = false,
  ): this => {
    const copy = JSON.parse(JSON.stringify(resources)) as Resource;
    const namespaces = (this.data[language] ??= {});
    const bundle = namespaces[namespace] ?? {};
    namespaces[namespace] = deep ? deepExtend(bundle, copy, overwrite) : { ...bundle, ...copy };
    return this;
  };

  /** A `t` bound to a language (null: the current one, read at each call) and a namespace. */
  getFixedT = (language: string | null, namespace?: string): TFunction => {
    return (key, options = {}) =>
      this.t(key, { ...options, lng: options.lng || language || undefined, ns: options.ns || namespace });
  };

  t = (key: string, options: TOptions = {}): string => {
    const { path, namespaces } = this.splitKey(key, options);
    const found = this.find(path, namespaces, options);
    if (isResource(found)) return `key '${path} (${this.language})' returned an object instead of string.`;
    // A catalogue's leaves are strings (lib/i18n's `Translated`).
    return interpolate(typeof found === 'string' ? found : (options.defaultValue ?? path), options);
  };

  private splitKey(key: string, options: TOptions): { path: string; namespaces: readonly string[] } {
    const namespaces = [options.ns || this.options.defaultNS].flat();
    if (options.nsSeparator === false || !key.includes(':') || !looksLikePath(key)) return { path: key, namespaces };
    const [namespace = '', ...rest] = key.split(':');
    return { path: rest.join('.'), namespaces: [namespace] };
  }

  /** The first value found: namespace by namespace, and in each the language then its fallback. */
  private find(path: string, namespaces: readonly string[], options: TOptions): unknown {
    const { count } = options;
    const parts = options.keySeparator === false ? [path] : path.split('.');
    const [parents, leaf] = [parts.slice(0, -1), parts.at(-1)];
    const languages = [...new Set([options.lng || this.language, this.options.fallbackLng])].filter((language) =>
      this.options.supportedLngs.includes(language),
    );
    for (const namespace of namespaces) {
      for (const language of languages) {
        const bundle = valueAt(this.data, [language, namespace]);
        // With a count, its plural form first (and `_zero` for 0), then the key as written.
        const forms =
          typeof count === 'number' ? [...(count === 0 ? ['_zero'] : []), `_${this.plural(language, count)}`] : [];
        for (const form of [...forms, '']) {
          const value = valueAt(bundle, [...parents, `${leaf}${form}`]);
          if (value !== undefined && value !== null) return value;
        }
      }
    }
    return undefined;
  }

  private plural(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) this.pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }
}

export type { I18n as i18n };

/** Only `createInstance`: the app never uses i18next's global instance. */
export default { createInstance: (): I18n => new I18n() };
