import { registerTranslations } from '../../../lib/i18n';

/** Issue 36: the driving gate, the inspections to countersign and the countersignature itself. */
export const countersignNamespace = 'checklistCountersign';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('checklistCountersign', { en: () => import('./en'), fr: () => import('./fr') });
