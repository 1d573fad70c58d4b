import { registerTranslations } from '../../../lib/i18n';

export const recordsNamespace = 'records';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('records', { en: () => import('./en'), fr: () => import('./fr') });
