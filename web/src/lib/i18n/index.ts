import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { fr } from './fr';

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
  // loads with the French language (loadFrenchMessages).
  resources: { en: { translation: en }, fr: { translation: fr } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

function syncDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

export function intlLocale(language: Language = currentLanguage()): string {
  return intlLocales[language];
}

/** A French message with a value inside (a date, a reading): the English pattern and its `$1` French. */
export type MessagePattern = [english: RegExp, french: string];

const messagePatternsFr: MessagePattern[] = [];
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
    messagePatternsFr.push(...catalogue.messagePatternsFr);
    lastResortPatternsFr.push(...catalogue.lastResortPatternsFr);
  });
  return frenchMessages;
}
if (i18n.language === 'fr') void loadFrenchMessages();

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(languageStorageKey, language);
  if (language === 'fr') await loadFrenchMessages();
  await i18n.changeLanguage(language);
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
  return known !== message ? known : byPattern(message, messagePatternsFr);
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
 * Adds words to the app's own catalogue (the default namespace, keys as in en.ts) and French for
 * server messages when the code that shows them loads, such as the signed-in shell's (shell.ts).
 */
export function addToCatalogue<Catalogue extends object>(catalogues: {
  en: Catalogue;
  fr: Translated<Catalogue>;
  messagesFr?: Record<string, string>;
  messagePatternsFr?: MessagePattern[];
}): void {
  i18n.addResourceBundle('en', 'translation', catalogues.en, true, false);
  i18n.addResourceBundle('fr', 'translation', catalogues.fr, true, false);
  if (catalogues.messagesFr) i18n.addResourceBundle('fr', 'messages', catalogues.messagesFr, true, false);
  messagePatternsFr.push(...(catalogues.messagePatternsFr ?? []));
}

/**
 * A feature brings its own catalogue (a namespace named after the feature, used with
 * `useTranslation('<feature>')`) and the French for its server messages. Call it at the top of
 * the feature's module: the words load with the feature's lazy chunk, not with the login page.
 */
export function registerTranslations<Catalogue extends object>(
  namespace: string,
  catalogues: {
    en: Catalogue;
    fr: Translated<Catalogue>;
    messagesFr?: Record<string, string>;
    messagePatternsFr?: MessagePattern[];
  },
): void {
  if (i18n.hasResourceBundle('en', namespace)) return;
  i18n.addResourceBundle('en', namespace, catalogues.en);
  i18n.addResourceBundle('fr', namespace, catalogues.fr);
  if (catalogues.messagesFr) i18n.addResourceBundle('fr', 'messages', catalogues.messagesFr, true, false);
  messagePatternsFr.push(...(catalogues.messagePatternsFr ?? []));
}
