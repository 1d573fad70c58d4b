import { registerTranslations } from '../../../../lib/i18n';

// The maintenance sheet's words, loaded with the reader's language only (en.ts, fr.ts beside this file).
export const maintenanceSheetNamespace = 'maintenanceSheet';
registerTranslations(maintenanceSheetNamespace, { en: () => import('./en'), fr: () => import('./fr') });
