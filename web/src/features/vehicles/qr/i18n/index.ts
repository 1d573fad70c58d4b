import { registerTranslations } from '../../../../lib/i18n';

export const vehicleQrNamespace = 'vehicleQr';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations(vehicleQrNamespace, { en: () => import('./en'), fr: () => import('./fr') });
