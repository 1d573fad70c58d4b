import './i18n';
import { i18n, type Translated } from '../../lib/i18n';

/**
 * The Defects report's words, merged into the `reports` namespace (after it is registered, hence
 * the import above). Kept apart so the shared catalogue stays within the file size limit; its
 * column headings are in shared `reportColumnLabels` with the others.
 */
const en = {
  titles: { defects: 'Defects Report' },
  captions: { defects: 'Defects per vehicle' },
};

const fr: Translated<typeof en> = {
  titles: { defects: 'Rapport des défectuosités' },
  captions: { defects: 'Défectuosités par véhicule' },
};

i18n.addResourceBundle('en', 'reports', en, true, false);
i18n.addResourceBundle('fr', 'reports', fr, true, false);
