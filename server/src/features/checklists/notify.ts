import { checklistItemLabel, type DefectSeverity } from '@fleet-ops/shared';
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

function classLines(failed: string[], classes: FailedItemClass[]): string[] {
  const of = (item: string) => classes.find((entry) => entry.item === item);
  const lines = failed.flatMap((item) => {
    const found = of(item);
    if (!found) return [];
    const due = found.dueAt ? ` (repair due by ${found.dueAt})` : '';
    return [`- ${checklistItemLabel(item)}: ${found.severity}${due}`];
  });
  return lines.length > 0 ? ['Defects:', ...lines] : [];
}

/**
 * The message admins and the vehicle's supervisors read when a checklist has an item answered
 * "no": each failed item with its class, and the out-of-service warning first when one is major.
 */
export function issueMail(report: IssueReport, appUrl: string, classes: FailedItemClass[] = []) {
  const failed = report.items.filter((entry) => entry.answer === 'no').map((entry) => entry.item);
  const major = classes.some((entry) => entry.severity === 'major' && failed.includes(entry.item));
  return {
    subject: `Pre-OP Checklist issue: ${report.equipmentNumber} (${report.operator})`,
    text: [
      `A Pre-OP Checklist reported an issue.`,
      ...(major ? ['', `${outOfServiceLine} (${report.equipmentNumber} has a major defect).`] : []),
      '',
      `Vehicle: ${report.equipmentNumber} (${report.vehicleType})`,
      `Operator: ${report.operator}`,
      `Date: ${report.date}`,
      `ODM Read: ${report.odmRead}`,
      `Failed items: ${failed.map((item) => checklistItemLabel(item)).join(', ')}`,
      ...classLines(failed, classes),
      `Remarks: ${report.remarks ?? '-'}`,
      '',
      `Open the checklist list: ${appUrl}/home`,
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
