import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { formatTypedNumber, parseTypedNumber, type NumberFormatOptions } from '../../lib/typed-number';
import './inputs-i18n';

export type NumberFieldProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'> &
  NumberFormatOptions & {
    /** The form's value: a number, '' for none, or (as some forms hold it) the number as text. */
    value?: number | string;
    /**
     * A number when the box reads as one, '' when it is emptied, and NaN when its text is no
     * number: every form check refuses NaN, so a form never saves a number the reader did not mean.
     */
    onChange?: (value: number | string) => void;
    /** Figures only: the phone shows its numeric keypad. */
    whole?: boolean;
    /** An amount of dollars: "$" before the box in English, after it in French. */
    currency?: boolean;
  };

/** Text a form may hold a number as: what `String(number)` writes. */
const plainNumber = /^-?\d+(\.\d+)?$/;

/** The form's value as a number to compare: '' stays '', text that is no plain number is NaN. */
function asNumber(value: number | string | undefined): number | '' {
  if (typeof value === 'number') return value;
  if (value === undefined || value.trim() === '') return '';
  return plainNumber.test(value.trim()) ? Number(value) : Number.NaN;
}

/**
 * Every number box of the app. It reads what is typed as the reader's language writes numbers
 * (`parseTypedNumber`: "45,5" and "1 234,56" in French, "1,234.56" in English) and writes the
 * number back that way when the box is left. Text it cannot read stays in the box, and the form
 * gets NaN, which every form check refuses: the field says what to type instead of saving a
 * number with a separator lost on the way. No number of the app can be below zero: a minus sign
 * typed stays too, and the field says it is refused (the form's own check refuses it as well).
 */
export function NumberField({
  value,
  onChange,
  onBlur,
  error,
  grouped = false,
  decimals = 0,
  whole = false,
  currency = false,
  ...props
}: NumberFieldProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const current = asNumber(value);
  const write = (number: number | '') =>
    number === '' || Number.isNaN(number) ? '' : formatTypedNumber(number, { grouped, decimals }, language);
  // The form's value as the box shows it: a number in the reader's way, other text as it is.
  const shown = () => (typeof value === 'string' && Number.isNaN(current) ? value : write(current));

  const [text, setText] = useState(shown);
  const [left, setLeft] = useState(false);
  // The value the text stands for: a different one from the form (its reset, another field's
  // choice) replaces the text. The language the text is written in, to rewrite it in another.
  const [known, setKnown] = useState(current);
  const [writtenIn, setWrittenIn] = useState(language);
  if (!Object.is(current, known)) {
    setKnown(current);
    setText(shown());
  }
  if (language !== writtenIn) {
    setWrittenIn(language);
    const read = parseTypedNumber(text, writtenIn);
    if (read !== null) setText(write(read));
  }

  const unreadable = typeof current === 'number' && Number.isNaN(current);
  const message =
    unreadable && (left || error)
      ? t('inputs.numberExample', {
          example: formatTypedNumber(whole ? 12345 : 1234.56, { grouped: true }, language),
        })
      : typeof current === 'number' && current < 0
        ? t('inputs.notNegative')
        : error;

  return (
    <TextInput
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      leftSection={currency && language === 'en' ? '$' : undefined}
      rightSection={currency && language === 'fr' ? '$' : undefined}
      {...props}
      value={text}
      error={message}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const next = typed.trim() === '' ? '' : (parseTypedNumber(typed, language) ?? Number.NaN);
        setText(typed);
        setLeft(false);
        setKnown(next);
        onChange?.(next);
      }}
      onBlur={(event) => {
        setLeft(true);
        if (!unreadable) setText(write(current));
        onBlur?.(event);
      }}
    />
  );
}
