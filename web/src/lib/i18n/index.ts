import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import 'dayjs/locale/fr';
import { en } from './en';
import { fr } from './fr';
import { messagesFr } from './messages-fr';

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
  // English messages are their own keys, so English needs no `messages` catalogue.
  resources: { en: { translation: en }, fr: { translation: fr, messages: messagesFr } },
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

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(languageStorageKey, language);
  await i18n.changeLanguage(language);
}

/**
 * Translates a message the server or a shared schema wrote in English. Such texts hold dots and
 * colons, so they are looked up whole, and an unknown one is shown as written.
 */
export function translateMessage(message: string): string {
  return i18n.t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
}

/** Turns a catalogue's leaves into strings, so another language must have every key and no more. */
export type Translated<Catalogue> = {
  [Key in keyof Catalogue]: Catalogue[Key] extends string ? string : Translated<Catalogue[Key]>;
};

/**
 * A feature brings its own catalogue (a namespace named after the feature, used with
 * `useTranslation('<feature>')`) and the French for its server messages. Call it at the top of
 * the feature's module: the words load with the feature's lazy chunk, not with the login page.
 */
export function registerTranslations<Catalogue extends object>(
  namespace: string,
  catalogues: { en: Catalogue; fr: Translated<Catalogue>; messagesFr?: Record<string, string> },
): void {
  if (i18n.hasResourceBundle('en', namespace)) return;
  i18n.addResourceBundle('en', namespace, catalogues.en);
  i18n.addResourceBundle('fr', namespace, catalogues.fr);
  if (catalogues.messagesFr) i18n.addResourceBundle('fr', 'messages', catalogues.messagesFr, true, false);
}
