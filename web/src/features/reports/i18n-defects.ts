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
  defectCodes: {
    title: 'By defect code',
    caption: 'Defects per defect code',
    code: 'Defect code',
    severity: 'Class',
    reported: 'Reported in the range',
    open: 'Open at its end',
    none: 'No code',
    major: 'Major',
    minor: 'Minor',
    openList: 'Open the defects with code {{code}}',
  },
};

const fr: Translated<typeof en> = {
  titles: { defects: 'Rapport des défectuosités' },
  captions: { defects: 'Défectuosités par véhicule' },
  defectCodes: {
    title: 'Par code de défectuosité',
    caption: 'Défectuosités par code de défectuosité',
    code: 'Code de défectuosité',
    severity: 'Classe',
    reported: 'Signalées dans la période',
    open: 'Ouvertes à la fin',
    none: 'Sans code',
    major: 'Majeure',
    minor: 'Mineure',
    openList: 'Ouvrir les défectuosités au code {{code}}',
  },
};

i18n.addResourceBundle('en', 'reports', en, true, false);
i18n.addResourceBundle('fr', 'reports', fr, true, false);
