import { authMessages } from '@fleet-ops/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  changeLanguage,
  i18n,
  registerTranslations,
  translateMessage,
  translationsReady,
  withTranslations,
} from './index';
import './shell';

afterEach(() => changeLanguage('en'));

describe('translateMessage', () => {
  it('shows English server messages as written', () => {
    expect(translateMessage(authMessages.passwordsMustMatch)).toBe('Password and Confirm Password must be match.');
  });

  it('translates known server messages in French and falls back to the English text for others', async () => {
    await changeLanguage('fr');
    expect(translateMessage(authMessages.passwordRequired)).toBe('Le mot de passe est requis');
    expect(translateMessage('A message nobody has translated yet.')).toBe('A message nobody has translated yet.');
  });

  it('remembers the chosen language and switches the screen strings', async () => {
    await changeLanguage('fr');
    expect(localStorage.getItem('language')).toBe('fr');
    expect(i18n.t('nav.signOut')).toBe('Se déconnecter');
    expect(document.documentElement.lang).toBe('fr');
  });
});

describe('registerTranslations', () => {
  it("adds a feature's namespace in both languages and its French server messages", async () => {
    registerTranslations('sample-feature', {
      en: () => Promise.resolve({ en: { title: 'Sample' } }),
      fr: () =>
        Promise.resolve({
          fr: { title: 'Exemple' },
          messagesFr: { 'Sample has been saved.': 'L’exemple a été enregistré.' },
        }),
    });
    await translationsReady();
    expect(i18n.t('title', { ns: 'sample-feature', lng: 'en' })).toBe('Sample');
    await changeLanguage('fr');
    expect(i18n.t('title', { ns: 'sample-feature' })).toBe('Exemple');
    expect(translateMessage('Sample has been saved.')).toBe('L’exemple a été enregistré.');
    await changeLanguage('en');
  });

  it('translates a message with a value inside by its pattern, in French only', async () => {
    registerTranslations('pattern-feature', {
      en: () => Promise.resolve({ en: {} }),
      fr: () =>
        Promise.resolve({
          fr: {},
          messagePatternsFr: [[/^Choose a sample from (\d+)\.$/, 'Choisissez un exemple à partir de $1.']],
        }),
    });
    await translationsReady();
    expect(translateMessage('Choose a sample from 42.')).toBe('Choose a sample from 42.');
    await changeLanguage('fr');
    expect(translateMessage('Choose a sample from 42.')).toBe('Choisissez un exemple à partir de 42.');
    expect(translateMessage('Choose a sample, please.')).toBe('Choose a sample, please.');
    await changeLanguage('en');
  });
});

/** A catalogue download the test finishes when it chooses. */
function heldCatalogue<Module>() {
  let arrive = (_module: Module) => undefined as void;
  const loading = new Promise<Module>((resolve) => {
    arrive = resolve;
  });
  return { load: () => loading, arrive };
}

describe('loading a catalogue on the way in', () => {
  it('hands a lazily loaded module over only once the words its code registered have arrived', async () => {
    const english = heldCatalogue<{ en: { title: string } }>();
    let handedOver = false;
    registerTranslations('held-english-feature', {
      en: english.load,
      fr: () => Promise.resolve({ fr: { title: 'Retenu' } }),
    });
    const screen = withTranslations(Promise.resolve('the screen')).then((module) => {
      handedOver = true;
      return module;
    });
    await Promise.resolve();
    expect(handedOver).toBe(false);
    english.arrive({ en: { title: 'Held' } });
    expect(await screen).toBe('the screen');
    expect(i18n.t('title', { ns: 'held-english-feature' })).toBe('Held');
  });

  it('keeps the old language on screen until the new one has arrived, then switches', async () => {
    const french = heldCatalogue<{ fr: { title: string } }>();
    registerTranslations('held-french-feature', {
      en: () => Promise.resolve({ en: { title: 'Ready' } }),
      fr: french.load,
    });
    // The English words arrive; the French stay held (translationsReady would wait for them too).
    await new Promise((resolve) => setTimeout(resolve));
    const switching = changeLanguage('fr');
    await Promise.resolve();
    expect(i18n.language).toBe('en');
    expect(i18n.t('title', { ns: 'held-french-feature' })).toBe('Ready');
    french.arrive({ fr: { title: 'Prêt' } });
    await switching;
    expect(i18n.language).toBe('fr');
    expect(i18n.t('title', { ns: 'held-french-feature' })).toBe('Prêt');
  });
});
