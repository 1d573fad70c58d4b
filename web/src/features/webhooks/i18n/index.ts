import { registerTranslations } from '../../../lib/i18n';

export const webhooksNamespace = 'webhooks';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations(webhooksNamespace, { en: () => import('./en'), fr: () => import('./fr') });
