import { registerTranslations } from '../../../../lib/i18n';
import '../../i18n';

export const vehicleOverviewNamespace = 'vehicleOverview';

// The words load with the reader's language only (en.ts, fr.ts beside this file).
registerTranslations(vehicleOverviewNamespace, { en: () => import('./en'), fr: () => import('./fr') });
