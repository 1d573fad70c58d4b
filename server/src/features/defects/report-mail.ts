import type { DefectSeverity } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { composeMail, mailMoment } from '../../lib/mail-format.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listReportRecipients } from './report-queries.js';

export type ReportedDefect = {
  defectId: number;
  vehicleId: number;
  equipmentNumber: string;
  /** The item as the form version it was reported on words it, in each language. */
  itemLabel: { en: string; fr: string };
  code: string | null;
  note: string | null;
  severity: DefectSeverity;
  dueAt: Date | null;
  reporter: string;
};

/** Both languages in one mail, as the checklist's issue mail: English first, then French. */
const words = {
  en: {
    reported: (who: string) => `${who} reported a defect without a checklist.`,
    outOfService: (unit: string) => `OUT OF SERVICE: do not operate (${unit} has a major defect).`,
    vehicle: 'Vehicle',
    defect: 'Defect',
    note: 'Note',
    severity: { major: 'major', minor: 'minor' },
    due: (at: string) => ` (repair due by ${at})`,
    open: 'Open the defect',
  },
  fr: {
    reported: (who: string) => `${who} a signalé une défectuosité sans liste de vérification.`,
    outOfService: (unit: string) => `HORS SERVICE : ne pas utiliser (${unit} a une défectuosité majeure).`,
    vehicle: 'Véhicule',
    defect: 'Défectuosité',
    note: 'Note',
    severity: { major: 'majeure', minor: 'mineure' },
    due: (at: string) => ` (réparation due au plus tard le ${at})`,
    open: 'Ouvrir la défectuosité',
  },
};

function lines(language: ReaderLanguage, report: ReportedDefect, site: { appUrl: string; timeZone: string }) {
  const said = words[language];
  const colon = language === 'fr' ? ' : ' : ': ';
  const due = report.dueAt ? said.due(mailMoment(report.dueAt, site.timeZone, language)) : '';
  const code = report.code ? ` ${report.code}` : '';
  return [
    said.reported(report.reporter),
    ...(report.severity === 'major' ? ['', said.outOfService(report.equipmentNumber)] : []),
    '',
    `${said.vehicle}${colon}${report.equipmentNumber}`,
    `${said.defect}${colon}${report.itemLabel[language]}${code}, ${said.severity[report.severity]}${due}`,
    `${said.note}${colon}${report.note ?? '-'}`,
    '',
    `${said.open}${colon}${site.appUrl}/defects/${report.defectId}`,
  ];
}

/**
 * Tells every enabled admin and the vehicle's supervisors of a reported defect, after the commit.
 * A mail failure is logged and never fails the report.
 */
export async function emailAboutReport(context: AppContext, report: ReportedDefect): Promise<void> {
  try {
    const site = { appUrl: context.config.appUrl, timeZone: context.clock.timeZone };
    const mail = composeMail(
      `Defect reported / Défectuosité signalée : ${report.equipmentNumber}`,
      (['en', 'fr'] as const).map((language) => ({ language, lines: lines(language, report, site) })),
    );
    for (const to of await listReportRecipients(context.db, report.vehicleId, context.clock.now())) {
      await context.mailer.send({ to, ...mail });
    }
  } catch (error) {
    context.logger.error({ err: error, defectId: report.defectId }, 'defect report email failed');
  }
}
