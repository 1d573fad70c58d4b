import { registerTranslations } from '../../lib/i18n';

/** The inspection record's words shown with the form's items and in the lists (kept small: the driver page is at its budget). */
const en = {
  notMarked: 'Mark',
  note: 'Note on {{item}}',
  notSigned: 'Not signed',
  completedIn: 'Completed in {{seconds}} s',
};

const fr: typeof en = {
  notMarked: 'Marquer',
  note: 'Note sur {{item}}',
  notSigned: 'Non signée',
  completedIn: 'Remplie en {{seconds}} s',
};

registerTranslations('checklistRecord', { en, fr });

/** The few words the form and the lists show at once; the rest load with the record's fields. */
export const checklistRecordNamespace = 'checklistRecord';
