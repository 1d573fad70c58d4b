import { registerTranslations } from '../../../lib/i18n';

/** Loaded with the record's fields and the detail's record section (lazy chunks). */
export const checklistRecordFieldsNamespace = 'checklistRecordFields';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('checklistRecordFields', { en: () => import('./en'), fr: () => import('./fr') });
