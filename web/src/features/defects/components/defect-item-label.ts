import { valueLabel } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';

/**
 * A defect's checklist item as the reader reads it: the server names it in English (`item_label`),
 * the shared catalogue gives the French.
 */
export function useDefectItemLabel(): (defect: { item: string; item_label: string }) => string {
  // useTranslation re-renders the caller when the language changes.
  useTranslation();
  const language = currentLanguage();
  return (defect) => (language === 'fr' ? valueLabel('checklistItem', defect.item, language) : defect.item_label);
}
