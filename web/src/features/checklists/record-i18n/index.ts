import { registerTranslations } from '../../../lib/i18n';

/** The few words the form and the lists show at once; the rest load with the record's fields. */
export const checklistRecordNamespace = 'checklistRecord';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('checklistRecord', { en: () => import('./en'), fr: () => import('./fr') });
