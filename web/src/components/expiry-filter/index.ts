import { registerTranslations } from '../../lib/i18n';

export const expiryFilterNamespace = 'expiryFilter';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('expiryFilter', { en: () => import('./en'), fr: () => import('./fr') });
