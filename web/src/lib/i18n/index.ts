import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

/** Intl locales: the site is in Quebec, so Canadian English and French. */
const intlLocales: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

const languageStorageKey = 'language';

function isLanguage(value: string | null | undefined): value is Language {
  return languages.some((language) => language === value);
}

/** A choice made in the header menu wins; otherwise the browser's first language we speak. */
export function detectLanguage(): Language {
  const stored = localStorage.getItem(languageStorageKey);
  if (isLanguage(stored)) return stored;
  const preferred = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return preferred ?? 'en';
}

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: languages,
  ns: ['translation', 'messages'],
  defaultNS: 'translation',
  // English messages are their own keys, so English needs no `messages` catalogue; the French one
  // loads with the French language (loadFrenchMessages). The app's own French words load the same
  // way (the end of this file): an English reader's first page carries no French.
  // French starts empty rather than absent: i18next resolves a reader to a language that has
  // words, and would otherwise read a French reader as English until a language change.
  resources: { en: { translation: en }, fr: { translation: {} } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

function syncDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/**
 * The language the reader sees. Not i18next's `resolvedLanguage`: it is settled when the language
 * is set, and French starts with no words (its chunk fills them), so for a reader who opened the
 * app in French it stays 'en', and the server answered them (exports' headers and words) in English.
 */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export function intlLocale(language: Language = currentLanguage()): string {
  return intlLocales[language];
}

/** A French message with a value inside (a date, a reading): the English pattern and its `$1` French. */
export type MessagePattern = [english: RegExp, french: string];

/**
 * The French patterns, one list per catalogue in the order the catalogues were registered (the
 * app-wide messages first), so the pattern that wins does not depend on which download ends first.
 */
const appPatternsFr: MessagePattern[] = [];
const patternListsFr: MessagePattern[][] = [appPatternsFr];
const lastResortPatternsFr: MessagePattern[] = [];

let frenchMessages: Promise<void> | undefined;

/**
 * The French of the messages any page can meet (sign-in, failures), in a chunk of its own: an
 * English reader never downloads it, and a French one gets it while the page starts, long before
 * the first answer from the server needs it.
 */
function loadFrenchMessages(): Promise<void> {
  frenchMessages ??= import('./messages-fr').then((catalogue) => {
    i18n.addResourceBundle('fr', 'messages', catalogue.messagesFr, true, false);
    appPatternsFr.push(...catalogue.messagePatternsFr);
    lastResortPatternsFr.push(...catalogue.lastResortPatternsFr);
  });
  return frenchMessages;
}
if (i18n.language === 'fr') void loadFrenchMessages();

/**
 * Switches once the new language's words of every screen loaded so far have arrived, so the page
 * never shows keys or a loader in between; until then it stays in the old language.
 */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(languageStorageKey, language);
  languagesInUse.add(language);
  await Promise.all([
    language === 'fr' ? loadFrenchMessages() : undefined,
    ...registeredLoaders.map((load) => load(language)),
  ]);
  await i18n.changeLanguage(language);
  if (!everyLanguageKept) languagesInUse = new Set([language]);
}

function byPattern(message: string, patterns: MessagePattern[]): string | undefined {
  const pattern = patterns.find(([english]) => english.test(message));
  return pattern ? message.replace(pattern[0], pattern[1]) : undefined;
}

/**
 * The French a catalogue gives `message`: its own translation or one of its patterns', not the
 * last-resort wording. Undefined when it has none (the completeness test asks this).
 */
export function catalogueFrench(message: string): string | undefined {
  const known = i18n.t(message, {
    ns: 'messages',
    lng: 'fr',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  });
  return known !== message ? known : byPattern(message, patternListsFr.flat());
}

/**
 * Translates a message the server or a shared schema wrote in English. Such texts hold dots and
 * colons, so they are looked up whole; one with a value inside is matched by pattern; an unknown
 * one is shown as written.
 */
export function translateMessage(message: string): string {
  if (currentLanguage() !== 'fr') {
    return i18n.t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
  }
  return catalogueFrench(message) ?? byPattern(message, lastResortPatternsFr) ?? message;
}

/** Turns a catalogue's leaves into strings, so another language must have every key and no more. */
export type Translated<Catalogue> = {
  [Key in keyof Catalogue]: Catalogue[Key] extends string ? string : Translated<Catalogue[Key]>;
};

/**
 * An area's words, one module per language (`en.ts`, `fr.ts` beside the area's `i18n/index.ts`):
 * a reader downloads their own language only, and a translator gets one French file per area. The
 * French module also brings the French of the server messages the area shows.
 */
export type CatalogueLoaders<Catalogue> = {
  en: () => Promise<{ en: Catalogue }>;
  fr: () => Promise<{
    fr: Translated<Catalogue>;
    messagesFr?: Record<string, string>;
    messagePatternsFr?: MessagePattern[];
  }>;
};

/** Loads one registered catalogue in a language, once (again after a failed download). */
type CatalogueLoader = (language: Language) => Promise<void>;

const registeredLoaders: CatalogueLoader[] = [];
const registeredNamespaces = new Set<string>();
const pendingLoads = new Set<Promise<void>>();

/**
 * The languages a newly registered catalogue loads in: the reader's, and during a switch the one
 * being switched to, so a screen that arrives mid-switch is not left without its new words.
 */
let languagesInUse = new Set<Language>([isLanguage(i18n.language) ? i18n.language : 'en']);
/** Set by loadAllLanguages (tests): every catalogue stays loaded in both languages. */
let everyLanguageKept = false;

function loaderOf<Catalogue>(loaders: CatalogueLoaders<Catalogue>, namespace: string, merge: boolean): CatalogueLoader {
  const loads = new Map<Language, Promise<void>>();
  const patternsFr: MessagePattern[] = [];
  patternListsFr.push(patternsFr);
  const download = async (language: Language) => {
    if (language === 'en') {
      i18n.addResourceBundle('en', namespace, (await loaders.en()).en, merge, false);
      return;
    }
    const french = await loaders.fr();
    i18n.addResourceBundle('fr', namespace, french.fr, merge, false);
    if (french.messagesFr) i18n.addResourceBundle('fr', 'messages', french.messagesFr, true, false);
    patternsFr.splice(0, patternsFr.length, ...(french.messagePatternsFr ?? []));
  };
  return (language) => {
    let load = loads.get(language);
    if (!load) {
      load = download(language);
      load.catch(() => loads.delete(language));
      loads.set(language, load);
      pendingLoads.add(load);
      const settle = () => pendingLoads.delete(load!);
      load.then(settle, settle);
    }
    return load;
  };
}

function register(loader: CatalogueLoader): void {
  registeredLoaders.push(loader);
  // Started now, while the rest of the screen's code runs; translationsReady() waits for them.
  for (const language of languagesInUse) loader(language).catch(() => undefined);
}

/**
 * Resolves once every catalogue registered so far is loaded in the reader's language. The router
 * awaits it after a screen's code has loaded (its imports register the catalogues), so a screen
 * never draws with keys in place of words.
 */
export async function translationsReady(): Promise<void> {
  while (pendingLoads.size > 0) await Promise.all(pendingLoads);
}

/** Whether every catalogue registered so far is loaded: `translationsReady()` would not wait. */
export function translationsLoaded(): boolean {
  return pendingLoads.size === 0;
}

/**
 * A lazily loaded module once the words its code registered have arrived, for `lazy()`: the
 * component then draws with its words, never with keys, and its Suspense fallback covers the wait.
 */
export async function withTranslations<Module>(loading: Promise<Module>): Promise<Module> {
  const loaded = await loading;
  await translationsReady();
  return loaded;
}

/**
 * Adds words to the app's own catalogue (the default namespace, keys as in en.ts) when the code
 * that shows them loads, such as the signed-in shell's (shell/).
 */
export function addToCatalogue<Catalogue extends object>(loaders: CatalogueLoaders<Catalogue>): void {
  register(loaderOf(loaders, 'translation', true));
}

/**
 * A feature brings its own catalogue (a namespace named after the feature, used with
 * `useTranslation('<feature>')`) and the French for its server messages. Call it in the feature's
 * `i18n/index.ts`, which the feature's screens import: the words load with the feature's lazy
 * chunk, in the reader's language, not with the login page.
 */
export function registerTranslations<Catalogue extends object>(
  namespace: string,
  loaders: CatalogueLoaders<Catalogue>,
): void {
  if (registeredNamespaces.has(namespace)) return;
  registeredNamespaces.add(namespace);
  register(loaderOf(loaders, namespace, false));
}

/** Every registered catalogue in every language: tests render in either without waiting. */
export async function loadAllLanguages(): Promise<void> {
  everyLanguageKept = true;
  languagesInUse = new Set(languages);
  await Promise.all([loadFrenchMessages(), ...registeredLoaders.flatMap((load) => languages.map(load))]);
}

// The sign-in page's and every screen's common words: English is in the entry (the default and
// the fallback), French a chunk of its own, awaited with the first screen like any catalogue.
addToCatalogue({ en: () => Promise.resolve({ en }), fr: () => import('./fr') });
