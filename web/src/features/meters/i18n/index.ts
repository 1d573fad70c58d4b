import { registerTranslations } from '../../../lib/i18n';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('meters', { en: () => import('./en'), fr: () => import('./fr') });
