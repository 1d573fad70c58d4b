import { registerTranslations } from '../../../lib/i18n';

/** The feature's namespace; `useTranslation(checklistsNamespace)`. */
export const checklistsNamespace = 'checklists';

/** A header or label key for components that translate in the default namespace (DataTable, ColumnOptions). */
export const checklistsKey = (key: string) => `${checklistsNamespace}:${key}`;

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('checklists', { en: () => import('./en'), fr: () => import('./fr') });
