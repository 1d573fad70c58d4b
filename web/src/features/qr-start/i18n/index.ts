import { registerTranslations } from '../../../lib/i18n';

export const qrStartNamespace = 'qrStart';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations(qrStartNamespace, { en: () => import('./en'), fr: () => import('./fr') });
