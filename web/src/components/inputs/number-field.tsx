import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../lib/i18n';
import './inputs-i18n';

export type NumberFieldProps = Omit<
  NumberInputProps,
  'allowNegative' | 'thousandSeparator' | 'decimalSeparator' | 'clampBehavior'
> & {
  /** Write thousands grouped as the reader's language does ("12,000" / "12 000"). */
  grouped?: boolean;
};

/** The reader's thousands and decimal separators, for the box to show numbers as the rest of the app does. */
function separators() {
  const parts = new Intl.NumberFormat(intlLocale()).formatToParts(12345.6);
  return {
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

function isNegative(value: string | number): boolean {
  return typeof value === 'number' ? value < 0 : value.trim().startsWith('-');
}

/**
 * A number that cannot be below zero. Mantine would drop a typed minus sign without a word and
 * turn "-5" into 5; here the minus stays in the box and the field says it is refused, so the
 * person decides what they meant (the form's own check refuses it too).
 */
export function NonNegativeNumberField({ grouped = false, error, value, ...props }: NumberFieldProps) {
  const { t } = useTranslation();
  const negative = value !== undefined && isNegative(value);
  const { thousandSeparator, decimalSeparator } = separators();
  return (
    <NumberInput
      {...props}
      value={value}
      allowNegative
      // Clamping on blur would also change the number silently.
      clampBehavior="none"
      thousandSeparator={grouped ? thousandSeparator : undefined}
      decimalSeparator={decimalSeparator}
      error={negative ? t('inputs.notNegative') : error}
    />
  );
}
