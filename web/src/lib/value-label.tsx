import { valueLabel, type ValueLabelKind } from '@fleet-ops/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';

/**
 * The words that come from data (parent types, locations, appointment types, checklist items) as
 * a person reads them in the current language. Only what is shown goes through this: the stored
 * value is still what a select sends and what a filter asks for.
 */
export function useValueLabel(): (kind: ValueLabelKind, value: string) => string {
  // useTranslation re-renders the caller when the language changes.
  useTranslation();
  const language = currentLanguage();
  return useCallback((kind: ValueLabelKind, value: string) => valueLabel(kind, value, language), [language]);
}

/** The same outside React (a column built once, a chart's labels): the language now. */
export function labelValue(kind: ValueLabelKind, value: string): string {
  return valueLabel(kind, value, currentLanguage());
}

/** A table cell built outside a component (a column list) that still follows a language change. */
export function ValueLabel({ kind, value }: { kind: ValueLabelKind; value: string }) {
  const label = useValueLabel();
  return <>{label(kind, value)}</>;
}
