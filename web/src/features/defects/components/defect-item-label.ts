import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';

/**
 * A defect's checklist item as the reader reads it: the server names it in both languages, from
 * the form version its checklist was filled on (issue 36) or else from the Pre-OP list.
 */
export function useDefectItemLabel(): (defect: { item_label: string; item_label_fr: string }) => string {
  // useTranslation re-renders the caller when the language changes.
  useTranslation();
  const language = currentLanguage();
  return (defect) => (language === 'fr' ? defect.item_label_fr : defect.item_label);
}
