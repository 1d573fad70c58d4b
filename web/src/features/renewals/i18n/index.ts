import { registerTranslations } from '../../../lib/i18n';

export const renewalsNamespace = 'renewals';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('renewals', { en: () => import('./en'), fr: () => import('./fr') });
