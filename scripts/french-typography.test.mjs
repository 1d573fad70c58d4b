import { describe, expect, it } from 'vitest';
import { frenchTypography } from './french-typography.mjs';

const nb = '\u00a0';

describe('Quebec typography of the French catalogues', () => {
  it('puts a no-break space before a colon, and before ! and ? even where the text had none', () => {
    expect(frenchTypography(`'Total : {{total}}'`)).toBe(`'Total${nb}: {{total}}'`);
    expect(frenchTypography(`'Succès!'`)).toBe(`'Succès${nb}!'`);
    expect(frenchTypography(`'Mot de passe oublié?'`)).toBe(`'Mot de passe oublié${nb}?'`);
  });

  it('leaves colons that are not punctuation: a time, an address, an HTTP header', () => {
    const text = `'À 14:32, voir https://fleet.test/?a=1 ou « Authorization: Bearer »'`;
    expect(frenchTypography(text)).toBe(`'À 14:32, voir https://fleet.test/?a=1 ou «${nb}Authorization: Bearer${nb}»'`);
  });

  it('writes one apostrophe, and gives the same text when run again', () => {
    const once = frenchTypography(`"Rapport d'entretien « {{name}} » ?"`);
    expect(once).toBe(`"Rapport d’entretien «${nb}{{name}}${nb}»${nb}?"`);
    expect(frenchTypography(once)).toBe(once);
  });
});
