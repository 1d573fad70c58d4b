import { describe, expect, it } from 'vitest';
import { formatTypedNumber, parseTypedNumber } from './typed-number';

const noBreak = '\u00a0';
const narrowNoBreak = '\u202f';

describe('parseTypedNumber', () => {
  it.each([
    ['45,5', 45.5],
    ['45.5', 45.5],
    ['72,80', 72.8],
    ['1 234,56', 1234.56],
    [`1${noBreak}234,56`, 1234.56],
    [`1${narrowNoBreak}234,56`, 1234.56],
    ['1 234 567', 1234567],
    ['1 234.56', 1234.56],
    ['1234,56', 1234.56],
    ['1,234', 1.234],
    ['  12 ', 12],
    ['45,', 45],
    [',5', 0.5],
    ['0', 0],
    ['-5', -5],
    ['\u22125,5', -5.5],
  ])('reads %j in French as %d', (text, expected) => {
    expect(parseTypedNumber(text, 'fr')).toBe(expected);
  });

  it.each([
    ['45.5', 45.5],
    ['1,234.56', 1234.56],
    ['1,234,567', 1234567],
    ['1 234.56', 1234.56],
    [`1${noBreak}234.56`, 1234.56],
    ['1,234', 1234],
    ['1234.56', 1234.56],
    ['45.', 45],
    ['.5', 0.5],
    ['-0', 0],
    ['-12.5', -12.5],
  ])('reads %j in English as %d', (text, expected) => {
    expect(parseTypedNumber(text, 'en')).toBe(expected);
  });

  it.each([
    ['1,234.56', 'two decimal separators'],
    ['1.234,56', 'two decimal separators'],
    ['1.234.567', 'dots do not group in French'],
    ['12 34', 'groups of two'],
    ['1 2345', 'a group of four'],
    ['45,5,5', 'two commas'],
    ['1e3', 'an exponent'],
    ['0x10', 'hexadecimal'],
    ['abc', 'letters'],
    ['45 L', 'a unit'],
    ['$72,80', 'a currency sign'],
    ['-', 'a minus alone'],
    [',', 'a comma alone'],
    ['', 'nothing'],
    ['- 5', 'a space after the minus'],
  ])('finds no number in %j in French (%s)', (text) => {
    expect(parseTypedNumber(text, 'fr')).toBeNull();
  });

  it.each([
    ['45,5', 'a comma groups threes'],
    ['1,23', 'a group of two'],
    ['1,234,56', 'a group of two'],
    ['1,234 567', 'two kinds of group separator'],
    ['1 234,56', 'a comma after space groups'],
    ['1.234,56', 'a comma after the decimal dot'],
    ['1.2.3', 'two dots'],
    [',5', 'a comma is no decimal separator'],
    ['Infinity', 'letters'],
    ['1e3', 'an exponent'],
    ['.', 'a dot alone'],
  ])('finds no number in %j in English (%s)', (text) => {
    expect(parseTypedNumber(text, 'en')).toBeNull();
  });
});

describe('formatTypedNumber', () => {
  it('writes numbers as each language reads them back, keeping every decimal', () => {
    expect(formatTypedNumber(45.5, {}, 'fr')).toBe('45,5');
    expect(formatTypedNumber(45.5, {}, 'en')).toBe('45.5');
    expect(formatTypedNumber(1234.56, {}, 'fr')).toBe('1234,56');
    expect(formatTypedNumber(1234.56, { grouped: true }, 'fr')).toBe(`1${noBreak}234,56`);
    expect(formatTypedNumber(1234.56, { grouped: true }, 'en')).toBe('1,234.56');
    expect(formatTypedNumber(250, { decimals: 2 }, 'fr')).toBe('250,00');
    expect(formatTypedNumber(12.345, { decimals: 2 }, 'en')).toBe('12.345');
  });

  it.each([0, 0.5, 45.5, 72.8, 1234.56, 1234567.89, 21_474_836, 0.01])(
    'reads back %d as written, grouped or not, in both languages',
    (value) => {
      for (const language of ['en', 'fr'] as const) {
        for (const grouped of [false, true]) {
          expect(parseTypedNumber(formatTypedNumber(value, { grouped }, language), language)).toBe(value);
          expect(parseTypedNumber(formatTypedNumber(value, { grouped, decimals: 2 }, language), language)).toBe(value);
        }
      }
    },
  );
});
