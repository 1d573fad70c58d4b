import { registerTranslations } from '../../../../lib/i18n';

export const checklistFormNamespace = 'checklistForm';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('checklistForm', { en: () => import('./en'), fr: () => import('./fr') });
