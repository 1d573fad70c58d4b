import { registerTranslations } from '../../../lib/i18n';

export const importsNamespace = 'imports';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations(importsNamespace, { en: () => import('./en'), fr: () => import('./fr') });
