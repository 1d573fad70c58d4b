import { checklistItemLabel, checklistItemLabelsFr, type DefectSeverity } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { ChecklistItemAnswers } from '../../db/schema/checklists.js';
import { composeMail, mailMoment } from '../../lib/mail-format.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listChecklistDefects } from '../defects/index.js';
import { listVehicleSupervisorEmails } from './notify-queries.js';
import { listAdminEmails } from './queries.js';

export type IssueReport = {
  checklistId: number;
  equipmentNumber: string;
  vehicleType: string;
  operator: string;
  date: string;
  /** Null for a vehicle without an odometer, read in engine hours (issue 37). */
  odmRead: number | null;
  hourRead: number | null;
  remarks: string | null;
  items: ChecklistItemAnswers;
};

/** The defect each failed item opened (or added to): its class, and when a minor one is due. */
export type FailedItemClass = { defectId: number; item: string; severity: DefectSeverity; dueAt: Date | null };

/** Where the mail's links lead, and the zone its times are told in. */
export type IssueMailSite = { appUrl: string; timeZone: string };

export const outOfServiceLine = 'OUT OF SERVICE: do not operate';

/**
 * The mail's words in English and French. Users store no language and the mail goes to several
 * people at once, so it carries both: English first, then French.
 */
const mailWords = {
  en: {
    colon: ': ',
    reported: 'A Pre-OP Checklist reported an issue.',
    outOfService: (unit: string) => `${outOfServiceLine} (${unit} has a major defect).`,
    vehicle: 'Vehicle',
    operator: 'Operator',
    date: 'Date',
    odmRead: 'ODM Read',
    hourRead: 'Engine hours',
    failedItems: 'Failed items',
    defects: 'Defects:',
    severity: { major: 'major', minor: 'minor' },
    due: (at: string) => ` (repair due by ${at})`,
    openDefect: 'open the defect',
    remarks: 'Remarks',
    open: (unit: string) => `Open the checklists of ${unit}`,
    label: (item: string) => checklistItemLabel(item),
  },
  fr: {
    colon: ' : ',
    reported: 'Une liste de vérification pré-opérationnelle a signalé un problème.',
    outOfService: (unit: string) => `HORS SERVICE : ne pas utiliser (${unit} a une défectuosité majeure).`,
    vehicle: 'Véhicule',
    operator: 'Opérateur',
    date: 'Date',
    odmRead: 'Lecture de l’odomètre',
    hourRead: 'Heures moteur',
    failedItems: 'Éléments non conformes',
    defects: 'Défectuosités :',
    severity: { major: 'majeure', minor: 'mineure' },
    due: (at: string) => ` (réparation due au plus tard le ${at})`,
    openDefect: 'ouvrir la défectuosité',
    remarks: 'Remarques',
    open: (unit: string) => `Ouvrir les listes de vérification de ${unit}`,
    label: (item: string) => checklistItemLabelsFr[item] ?? checklistItemLabel(item),
  },
};

/** Each failed item's defect with its class, due time (with its zone) and a link to it. */
function classLines(
  language: ReaderLanguage,
  site: IssueMailSite,
  failed: string[],
  classes: FailedItemClass[],
): string[] {
  const words = mailWords[language];
  const of = (item: string) => classes.find((entry) => entry.item === item);
  const lines = failed.flatMap((item) => {
    const found = of(item);
    if (!found) return [];
    const due = found.dueAt ? words.due(mailMoment(found.dueAt, site.timeZone, language)) : '';
    const link = `${words.openDefect}${words.colon}${site.appUrl}/defects/${found.defectId}`;
    return [`- ${words.label(item)}${words.colon}${words.severity[found.severity]}${due}, ${link}`];
  });
  return lines.length > 0 ? [words.defects, ...lines] : [];
}

function issueLines(
  language: ReaderLanguage,
  report: IssueReport,
  site: IssueMailSite,
  failed: string[],
  classes: FailedItemClass[],
) {
  const words = mailWords[language];
  const major = classes.some((entry) => entry.severity === 'major' && failed.includes(entry.item));
  const line = (label: string, value: string | number) => `${label}${words.colon}${value}`;
  return [
    words.reported,
    ...(major ? ['', words.outOfService(report.equipmentNumber)] : []),
    '',
    line(words.vehicle, `${report.equipmentNumber} (${report.vehicleType})`),
    line(words.operator, report.operator),
    line(words.date, report.date),
    ...(report.odmRead === null ? [] : [line(words.odmRead, report.odmRead)]),
    ...(report.hourRead === null ? [] : [line(words.hourRead, report.hourRead)]),
    line(words.failedItems, failed.map((item) => words.label(item)).join(', ')),
    ...classLines(language, site, failed, classes),
    line(words.remarks, report.remarks ?? '-'),
    '',
    // Home's checklist list, searched for this unit: its newest checklist, this one, comes first.
    line(
      words.open(report.equipmentNumber),
      `${site.appUrl}/home?search=${encodeURIComponent(report.equipmentNumber)}`,
    ),
  ];
}

/**
 * The message admins and the vehicle's supervisors read when a checklist has an item answered
 * "no": each failed item with its class, and the out-of-service warning first when one is major,
 * in English then in French.
 */
export function issueMail(report: IssueReport, site: IssueMailSite, classes: FailedItemClass[] = []) {
  const failed = report.items.filter((entry) => entry.answer === 'no').map((entry) => entry.item);
  return composeMail(
    `Pre-OP Checklist issue / Problème à la liste de vérification : ${report.equipmentNumber} (${report.operator})`,
    (['en', 'fr'] as const).map((language) => ({
      language,
      lines: issueLines(language, report, site, failed, classes),
    })),
  );
}

/**
 * Records the issue mail for every enabled admin and the vehicle's supervisors in the outbox,
 * through `db`: the checklist's own transaction, so the mails commit with the checklist and are
 * never lost, and the defects it just opened are read there for their class. Returns the SMTP
 * sends, which `deliverIssueMails` runs after the commit, without the answer waiting on them.
 */
export async function queueIssueMails(
  context: AppContext,
  db: Database,
  report: IssueReport,
): Promise<(() => Promise<void>)[]> {
  const defects = await listChecklistDefects(db, report.checklistId);
  const classes = defects.map((entry) => ({
    defectId: entry.id,
    item: entry.item,
    severity: entry.severity,
    dueAt: entry.dueAt,
  }));
  const mail = issueMail(report, { appUrl: context.config.appUrl, timeZone: context.clock.timeZone }, classes);
  const admins = await listAdminEmails(db);
  const supervisors = await listVehicleSupervisorEmails(db, report.checklistId, context.clock.now());
  const sends: (() => Promise<void>)[] = [];
  for (const to of new Set([...admins, ...supervisors])) sends.push(await context.mailer.queue(db, { to, ...mail }));
  return sends;
}

/**
 * Hands the committed mails to SMTP one after the other, in the background: the driver's answer
 * does not wait for a mail server (issue 35). Each send records its own failure in the outbox;
 * anything else is logged and never fails the submission, which is stored already.
 */
export function deliverIssueMails(context: AppContext, checklistId: number, sends: (() => Promise<void>)[]): void {
  if (sends.length === 0) return;
  void (async () => {
    for (const send of sends) await send();
  })().catch((error: unknown) => context.logger.error({ err: error, checklistId }, 'checklist issue email failed'));
}
