import { registerTranslations } from '../../../lib/i18n';

/** The feature's namespace; `useTranslation(dashboardNamespace)`. */
export const dashboardNamespace = 'dashboard';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('dashboard', { en: () => import('./en'), fr: () => import('./fr') });
