import { registerTranslations } from '../../../../lib/i18n';

/** The form's namespace; `useTranslation(vehicleFormNamespace)`. */
export const vehicleFormNamespace = 'vehicleForm';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations('vehicleForm', { en: () => import('./en'), fr: () => import('./fr') });
