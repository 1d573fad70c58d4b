import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from './reader-language.js';

describe('acceptedLanguage', () => {
  it('takes the first of English or French by preference', () => {
    expect(acceptedLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(acceptedLanguage('en-CA,fr;q=0.5')).toBe('en');
    expect(acceptedLanguage('de-DE,fr;q=0.7,en;q=0.6')).toBe('fr');
    expect(acceptedLanguage('en;q=0.4,fr;q=0.8')).toBe('fr');
  });

  it('answers English when the header is missing, names neither language or refuses French', () => {
    expect(acceptedLanguage(undefined)).toBe('en');
    expect(acceptedLanguage('')).toBe('en');
    expect(acceptedLanguage('de,es;q=0.5')).toBe('en');
    expect(acceptedLanguage('fr;q=0')).toBe('en');
  });
});
