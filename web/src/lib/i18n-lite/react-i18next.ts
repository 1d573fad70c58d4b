import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { i18n as I18n, TFunction } from './i18next';

/**
 * What the app uses of react-i18next, for the field app's build (why: ./i18next.ts). As with
 * react-i18next's defaults in this app, `useTranslation` re-renders its component when the language
 * changes (`bindI18n: 'languageChanged'`) and not when words arrive (`bindI18nStore: ''`), and it
 * never suspends: the app awaits a screen's words before drawing it (lib/i18n `translationsReady`).
 * Its `t` keeps its identity until the language changes, since effects list it among their inputs.
 */

const I18nContext = createContext<I18n | undefined>(undefined);

/** The instance `useTranslation` falls back to outside an `I18nextProvider`. */
let pluggedInstance: I18n | undefined;

export const initReactI18next = {
  type: '3rdParty',
  init: (instance: I18n) => {
    pluggedInstance = instance;
  },
} as const;

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/**
 * `t` in the first namespace given (react-i18next's default `nsMode`: the others are reached with
 * their prefix, `other:key`), or the default one, and in the current language.
 */
export function useTranslation(namespaces?: string | readonly string[]): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext) ?? pluggedInstance;
  if (!i18n) throw new Error('useTranslation needs an i18n instance: I18nextProvider or use(initReactI18next).');
  const namespace = (typeof namespaces === 'string' ? namespaces : namespaces?.[0]) || i18n.options.defaultNS;
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  const t = useMemo(() => i18n.getFixedT(language, namespace), [i18n, language, namespace]);
  return { t, i18n };
}
