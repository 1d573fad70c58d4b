import { registerTranslations } from '../../../lib/i18n';

export const settingsNamespace = 'settings';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('settings', { en: () => import('./en'), fr: () => import('./fr') });
