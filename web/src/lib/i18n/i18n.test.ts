import { authMessages } from '@fleet-ops/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, registerTranslations, translateMessage } from './index';
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
      en: { title: 'Sample' },
      fr: { title: 'Exemple' },
      messagesFr: { 'Sample has been saved.': 'L’exemple a été enregistré.' },
    });
    expect(i18n.t('title', { ns: 'sample-feature', lng: 'en' })).toBe('Sample');
    await changeLanguage('fr');
    expect(i18n.t('title', { ns: 'sample-feature' })).toBe('Exemple');
    expect(translateMessage('Sample has been saved.')).toBe('L’exemple a été enregistré.');
    await changeLanguage('en');
  });

  it('translates a message with a value inside by its pattern, in French only', async () => {
    registerTranslations('pattern-feature', {
      en: {},
      fr: {},
      messagePatternsFr: [[/^Choose a sample from (\d+)\.$/, 'Choisissez un exemple à partir de $1.']],
    });
    expect(translateMessage('Choose a sample from 42.')).toBe('Choose a sample from 42.');
    await changeLanguage('fr');
    expect(translateMessage('Choose a sample from 42.')).toBe('Choisissez un exemple à partir de 42.');
    expect(translateMessage('Choose a sample, please.')).toBe('Choose a sample, please.');
    await changeLanguage('en');
  });
});
