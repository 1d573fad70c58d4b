import { valueLabel } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';

/**
 * A defect's checklist item as the reader reads it: the server names it in English (`item_label`),
 * the shared catalogue gives the French.
 */
export function useDefectItemLabel(): (defect: { item: string; item_label: string }) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return (defect) => (language === 'fr' ? valueLabel('checklistItem', defect.item, language) : defect.item_label);
}
