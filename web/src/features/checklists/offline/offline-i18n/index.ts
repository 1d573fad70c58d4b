import { registerTranslations } from '../../../../lib/i18n';

export const checklistOfflineNamespace = 'checklistOffline';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('checklistOffline', { en: () => import('./en'), fr: () => import('./fr') });
