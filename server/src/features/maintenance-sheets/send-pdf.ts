import type { FastifyReply } from 'fastify';
import { maintenanceSheetMessages } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { storedFileContentSecurityPolicy } from '../../lib/send-stored-file.js';
import { renderMaintenanceSheetPdf } from './pdf.js';
import type { SheetLanguage } from './pdf-i18n.js';
import { findSheet } from './queries.js';
import { getMaintenanceSheet } from './sheet.js';

/**
 * `GET api/work_orders/{id}/maintenance_sheet/pdf`: the saved sheet as a download. The PDF is made
 * whole before the first byte is sent (one page and a small signature), so a missing work order
 * or sheet is still a clean JSON 404.
 */
export async function sendMaintenanceSheetPdf(
  context: AppContext,
  reply: FastifyReply,
  workOrderId: number,
  language: SheetLanguage,
) {
  await getMaintenanceSheet(context, workOrderId);
  const sheet = await findSheet(context.db, workOrderId);
  if (!sheet) throw new AppError('not_found', maintenanceSheetMessages.notFound);
  const stream = await renderMaintenanceSheetPdf(context, sheet.id, language);
  const pdf = Buffer.concat(await stream.toArray());
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="maintenance-sheet-${sheet.id}.pdf"`)
    .header('Content-Security-Policy', storedFileContentSecurityPolicy)
    .send(pdf);
}
