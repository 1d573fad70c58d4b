import './i18n';
import { i18n, type Translated } from '../../lib/i18n';

/**
 * The Defects report's words, merged into the `reports` namespace (after it is registered, hence
 * the import above). Kept apart so the shared catalogue stays within the file size limit.
 */
const en = {
  titles: { defects: 'Defects Report' },
  captions: { defects: 'Defects per vehicle' },
  columns: {
    open_major: 'Open Major',
    open_minor: 'Open Minor',
    overdue_minor: 'Overdue Minor',
    repaired: 'Repaired',
    mean_hours_to_repair: 'Mean Hours To Repair',
    out_of_service_hours: 'Out Of Service Hours',
  },
};

const fr: Translated<typeof en> = {
  titles: { defects: 'Rapport des défectuosités' },
  captions: { defects: 'Défectuosités par véhicule' },
  columns: {
    open_major: 'Majeures ouvertes',
    open_minor: 'Mineures ouvertes',
    overdue_minor: 'Mineures en retard',
    repaired: 'Réparées',
    mean_hours_to_repair: 'Heures moyennes de réparation',
    out_of_service_hours: 'Heures hors service',
  },
};

i18n.addResourceBundle('en', 'reports', en, true, false);
i18n.addResourceBundle('fr', 'reports', fr, true, false);
