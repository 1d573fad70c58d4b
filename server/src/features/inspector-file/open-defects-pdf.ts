import type { AppContext } from '../../app-context.js';
import { heading, note } from '../checklists/index.js';
import { startDocument } from './document.js';
import { equipmentNumbers, openDefectPage, pageSize } from './queries.js';
import { eachRow, writeDefect } from './summary-pdf.js';
import { fileStrings, type FileLanguage } from './summary-i18n.js';

/**
 * `GET api/defects/open/print`: every defect not yet corrected (not verified, not closed as no
 * defect), of the fleet or one vehicle, grouped under its vehicle, with its report and repair
 * state: what a site shows an inspector on demand. Read a page at a time; made whole (a list of
 * open defects is short) so a failure is still a clean JSON answer.
 */
export async function openDefectsPdf(
  context: AppContext,
  vehicleId: number | undefined,
  language: FileLanguage,
): Promise<Buffer> {
  const text = fileStrings[language];
  const doc = startDocument(context, text, text.openTitle, []);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));
  const writing = { context, doc, text };
  let currentVehicle: number | undefined;
  const count = await eachRow(
    async (afterId) => {
      const rows = await openDefectPage(context.db, vehicleId, afterId);
      const names = await equipmentNumbers(context.db, [...new Set(rows.map((row) => row.vehicleId))]);
      return rows.map((row) => ({ ...row, equipment: names.get(row.vehicleId) }));
    },
    (defect) => {
      if (defect.vehicleId !== currentVehicle) {
        currentVehicle = defect.vehicleId;
        heading(doc, text.vehicle(defect.equipment ?? String(defect.vehicleId)));
      }
      writeDefect(writing, defect);
    },
    pageSize,
  );
  if (count === 0) note(doc, text.none);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
