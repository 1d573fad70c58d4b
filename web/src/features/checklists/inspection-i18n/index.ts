import { registerTranslations } from '../../../lib/i18n';

/** The words of a form's items, the which-defect picker, the open defects and "Do not operate" (issue 36). */
export const checklistInspectionNamespace = 'checklistInspection';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('checklistInspection', { en: () => import('./en'), fr: () => import('./fr') });
