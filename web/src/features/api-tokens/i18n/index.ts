import { registerTranslations } from '../../../lib/i18n';

export const apiTokensNamespace = 'apiTokens';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations(apiTokensNamespace, { en: () => import('./en'), fr: () => import('./fr') });
