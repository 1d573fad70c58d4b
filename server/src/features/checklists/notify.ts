import { checklistItemLabel } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { ChecklistItemAnswers } from '../../db/schema/checklists.js';
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

/** The message the admins read when a checklist has an item answered "no". */
export function issueMail(report: IssueReport, appUrl: string) {
  const failed = report.items.filter((entry) => entry.answer === 'no').map((entry) => checklistItemLabel(entry.item));
  return {
    subject: `Pre-OP Checklist issue: ${report.equipmentNumber} (${report.operator})`,
    text: [
      `A Pre-OP Checklist reported an issue.`,
      '',
      `Vehicle: ${report.equipmentNumber} (${report.vehicleType})`,
      `Operator: ${report.operator}`,
      `Date: ${report.date}`,
      `ODM Read: ${report.odmRead}`,
      `Failed items: ${failed.join(', ')}`,
      `Remarks: ${report.remarks ?? '-'}`,
      '',
      `Open the checklist list: ${appUrl}/home`,
    ].join('\n'),
  };
}

/**
 * Emails every enabled admin (through the outbox, and SMTP when configured). Runs after the
 * checklist is saved: a mail failure is logged and never undoes or fails the submission.
 */
export async function emailAdminsAboutIssue(context: AppContext, report: IssueReport): Promise<void> {
  try {
    const mail = issueMail(report, context.config.appUrl);
    for (const to of await listAdminEmails(context.db)) {
      await context.mailer.send({ to, ...mail });
    }
  } catch (error) {
    context.logger.error({ err: error, checklistId: report.checklistId }, 'checklist issue email failed');
  }
}
