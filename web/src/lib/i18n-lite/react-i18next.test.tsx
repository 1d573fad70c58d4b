import { act, render } from '@testing-library/react';
import realI18next from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { I18nextProvider as RealProvider, useTranslation as useRealTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import liteI18next, { type Resource, type TFunction } from './i18next';
import {
  I18nextProvider as LiteProvider,
  initReactI18next,
  useTranslation as useLiteTranslation,
} from './react-i18next';

const configuration = {
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'fr'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  initAsync: false,
} as const;

const words = () => ({
  en: {
    translation: { signOut: 'Sign out' },
    first: { title: 'First', items_one: '{{count}} item', items_other: '{{count}} items' },
    second: { title: 'Second' },
  },
  fr: {
    translation: { signOut: 'Se déconnecter' },
    first: { title: 'Premier', items_one: '{{count}} article', items_other: '{{count}} articles' },
    second: { title: 'Deuxième' },
  },
});

/** Both hooks, seen through what the app reads of them. */
type UseTranslation = (namespaces?: string | readonly string[]) => { t: TFunction; i18n: { language: string } };

/** Either library: its instance (started as the app starts it), its provider and its hook. */
type Library = {
  i18n: {
    changeLanguage: (language: string) => Promise<unknown>;
    addResourceBundle: (
      language: string,
      namespace: string,
      words: Resource,
      deep: boolean,
      overwrite: boolean,
    ) => unknown;
  };
  Provider: ComponentType<{ children: ReactNode }>;
  useTranslation: UseTranslation;
};

function realLibrary(): Library {
  const i18n = realI18next.createInstance();
  void i18n.init({ ...configuration, resources: words() });
  return {
    i18n,
    Provider: ({ children }) => <RealProvider i18n={i18n}>{children}</RealProvider>,
    useTranslation: useRealTranslation as unknown as UseTranslation,
  };
}

function liteLibrary(): Library {
  const i18n = liteI18next.createInstance();
  void i18n.init({ ...configuration, resources: words() });
  return {
    i18n,
    Provider: ({ children }) => <LiteProvider i18n={i18n}>{children}</LiteProvider>,
    useTranslation: useLiteTranslation,
  };
}

/** What a screen shows and how its `t` behaves, from the first draw through a language change. */
async function story({ i18n, Provider, useTranslation }: Library): Promise<string[]> {
  const seen: TFunction[] = [];
  function Words({ namespaces }: { namespaces: readonly string[] }) {
    const { t, i18n: instance } = useTranslation(namespaces);
    seen.push(t);
    const shown = [
      t('title'),
      t('second:title'),
      t('translation:signOut'),
      t('items', { count: 0 }),
      instance.language,
    ];
    return <p>{shown.join(' | ')}</p>;
  }
  const screen = (namespaces: readonly string[]) => (
    <Provider>
      <Words namespaces={namespaces} />
    </Provider>
  );
  const namespaces = ['first', 'second'];
  const view = render(screen(namespaces));
  const told = [view.container.textContent ?? ''];
  view.rerender(screen([...namespaces]));
  told.push(seen.at(-1) === seen[0] ? 'same t after a new render' : 'new t after a new render');
  await act(() => i18n.changeLanguage('fr'));
  told.push(view.container.textContent ?? '', seen.at(-1) === seen[0] ? 'same t in French' : 'new t in French');
  const drawn = seen.length;
  act(() => void i18n.addResourceBundle('fr', 'first', { title: 'Premier (revu)' }, true, true));
  told.push(seen.length === drawn ? 'not drawn again when words arrive' : 'drawn again when words arrive');
  view.rerender(screen(namespaces));
  told.push(view.container.textContent ?? '');
  view.unmount();
  return told;
}

describe('the lite react-i18next', () => {
  it('draws, keeps and renews t, and follows the language as react-i18next does', async () => {
    const lite = await story(liteLibrary());
    expect(lite).toEqual(await story(realLibrary()));
    expect(lite).toEqual([
      'First | Second | Sign out | 0 items | en',
      'same t after a new render',
      'Premier | Deuxième | Se déconnecter | 0 article | fr',
      'new t in French',
      'not drawn again when words arrive',
      'Premier (revu) | Deuxième | Se déconnecter | 0 article | fr',
    ]);
  });

  it('uses the instance given to initReactI18next outside a provider', () => {
    const i18n = liteI18next.createInstance().use(initReactI18next);
    void i18n.init({ ...configuration, resources: words() });
    function SignOut() {
      const { t } = useLiteTranslation();
      return <button type="button">{t('signOut')}</button>;
    }
    const view = render(<SignOut />);
    expect(view.container.textContent).toBe('Sign out');
    view.unmount();
  });
});
