import { checklistItemLabel, checklistItemLabelsFr, type DefectSeverity } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { ChecklistItemAnswers } from '../../db/schema/checklists.js';
import { listChecklistDefects } from '../defects/index.js';
import { listVehicleSupervisorEmails } from './notify-queries.js';
import { listAdminEmails } from './queries.js';

export type IssueReport = {
  checklistId: number;
  equipmentNumber: string;
  vehicleType: string;
  operator: string;
  date: string;
  odmRead: number;
  remarks: string | null;
  items: ChecklistItemAnswers;
};

/** The class of each failed item's defect, and when a minor one is due (business time). */
export type FailedItemClass = { item: string; severity: DefectSeverity; dueAt: string | null };

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
    failedItems: 'Failed items',
    defects: 'Defects:',
    severity: { major: 'major', minor: 'minor' },
    due: (at: string) => ` (repair due by ${at})`,
    remarks: 'Remarks',
    open: 'Open the checklist list',
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
    failedItems: 'Éléments non conformes',
    defects: 'Défectuosités :',
    severity: { major: 'majeure', minor: 'mineure' },
    due: (at: string) => ` (réparation due au plus tard le ${at})`,
    remarks: 'Remarques',
    open: 'Ouvrir la liste des listes de vérification',
    label: (item: string) => checklistItemLabelsFr[item] ?? checklistItemLabel(item),
  },
};

type MailWords = (typeof mailWords)[keyof typeof mailWords];

function classLines(words: MailWords, failed: string[], classes: FailedItemClass[]): string[] {
  const of = (item: string) => classes.find((entry) => entry.item === item);
  const lines = failed.flatMap((item) => {
    const found = of(item);
    if (!found) return [];
    const due = found.dueAt ? words.due(found.dueAt) : '';
    return [`- ${words.label(item)}${words.colon}${words.severity[found.severity]}${due}`];
  });
  return lines.length > 0 ? [words.defects, ...lines] : [];
}

function mailText(words: MailWords, report: IssueReport, appUrl: string, failed: string[], classes: FailedItemClass[]) {
  const major = classes.some((entry) => entry.severity === 'major' && failed.includes(entry.item));
  const line = (label: string, value: string | number) => `${label}${words.colon}${value}`;
  return [
    words.reported,
    ...(major ? ['', words.outOfService(report.equipmentNumber)] : []),
    '',
    line(words.vehicle, `${report.equipmentNumber} (${report.vehicleType})`),
    line(words.operator, report.operator),
    line(words.date, report.date),
    line(words.odmRead, report.odmRead),
    line(words.failedItems, failed.map((item) => words.label(item)).join(', ')),
    ...classLines(words, failed, classes),
    line(words.remarks, report.remarks ?? '-'),
    '',
    line(words.open, `${appUrl}/home`),
  ];
}

/**
 * The message admins and the vehicle's supervisors read when a checklist has an item answered
 * "no": each failed item with its class, and the out-of-service warning first when one is major,
 * in English then in French.
 */
export function issueMail(report: IssueReport, appUrl: string, classes: FailedItemClass[] = []) {
  const failed = report.items.filter((entry) => entry.answer === 'no').map((entry) => entry.item);
  return {
    subject:
      `Pre-OP Checklist issue / Problème à la liste de vérification : ` +
      `${report.equipmentNumber} (${report.operator})`,
    text: [
      ...mailText(mailWords.en, report, appUrl, failed, classes),
      '',
      '---',
      '',
      ...mailText(mailWords.fr, report, appUrl, failed, classes),
    ].join('\n'),
  };
}

/**
 * Emails every enabled admin and the vehicle's supervisors (through the outbox, and SMTP when
 * configured). Runs after the checklist is saved: the defects it opened are read back for their
 * class. A mail failure is logged and never undoes or fails the submission.
 */
export async function emailAdminsAboutIssue(context: AppContext, report: IssueReport): Promise<void> {
  try {
    const defects = await listChecklistDefects(context.db, report.checklistId);
    const classes = defects.map((entry) => ({
      item: entry.item,
      severity: entry.severity,
      dueAt: entry.dueAt ? context.clock.formatDateTime(entry.dueAt) : null,
    }));
    const mail = issueMail(report, context.config.appUrl, classes);
    const admins = await listAdminEmails(context.db);
    const supervisors = await listVehicleSupervisorEmails(context.db, report.checklistId, context.clock.now());
    for (const to of new Set([...admins, ...supervisors])) {
      await context.mailer.send({ to, ...mail });
    }
  } catch (error) {
    context.logger.error({ err: error, checklistId: report.checklistId }, 'checklist issue email failed');
  }
}
