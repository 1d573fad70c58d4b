import type { AppContext } from '../../app-context.js';
import { startOfBusinessDay } from '../../lib/business-time.js';
import { checklistPdfs } from '../checklists/index.js';
import { listVehicleMaintenanceSheets, renderMaintenanceSheetPdf } from '../maintenance-sheets/index.js';
import {
  checklistPage,
  checklistPhotos,
  defectPage,
  pageSize,
  repairPhotos,
  vehiclePage,
  type Period,
  type VehicleRow,
} from './queries.js';
import { eachRow, writeVehicleSummary } from './summary-pdf.js';
import { startDocument } from './document.js';
import { fileStrings, type FileLanguage } from './summary-i18n.js';
import type { ZipWriter } from './zip.js';

export type FileTarget = { vehicleId: number } | { parentType?: string };

const extension = (mimeType: string) => ({ 'image/jpeg': 'jpg', 'image/png': 'png' })[mimeType] ?? 'bin';
/** A folder name from an equipment number: letters, digits, dot, dash and underscore only. */
const folderOf = (equipment: string) => equipment.replace(/[^A-Za-z0-9._-]+/g, '_');

export function periodOf(context: AppContext, from: string, to: string): Period {
  const zone = context.clock.timeZone;
  // The end is the next day's business midnight: `to` is included whole.
  const next = new Date(Date.parse(`${to}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from, to, start: startOfBusinessDay(from, zone), end: startOfBusinessDay(next, zone) };
}

/** Every vehicle of the target, a page at a time. */
async function eachVehicle(context: AppContext, target: FileTarget, each: (vehicle: VehicleRow) => Promise<void>) {
  const which = 'vehicleId' in target ? { vehicleId: target.vehicleId } : { parentType: target.parentType };
  return eachRow((afterId) => vehiclePage(context.db, which, afterId), each, pageSize);
}

/** A stored photo as an entry, or nothing when its file is gone (the summary still lists its record). */
async function addPhoto(context: AppContext, zip: ZipWriter, name: string, storageKey: string) {
  const stream = await context.files.read(storageKey);
  if (stream) await zip.add(name, stream, true);
}

/** The files after the summary: each checklist PDF and its photos, repair photos, the maintenance sheets. */
async function addVehicleFiles(
  context: AppContext,
  zip: ZipWriter,
  vehicle: VehicleRow,
  period: Period,
  folder: string,
  language: FileLanguage,
) {
  let after: { date: string; id: number } | undefined;
  for (;;) {
    const rows = await checklistPage(context.db, vehicle.id, period, after);
    const ids = rows.map((row) => row.id);
    const photos = await checklistPhotos(context.db, ids);
    const dates = new Map(rows.map((row) => [row.id, row.date]));
    // The page's details are read together; each PDF is made and written before the next.
    for await (const { id, pdf } of checklistPdfs(context, ids, language)) {
      const date = dates.get(id)!;
      await zip.add(`${folder}checklists/${date}/checklist-${id}.pdf`, pdf);
      for (const photo of photos.filter((each) => each.checklistId === id)) {
        const name = `${folder}defect-photos/${date}/checklist-${id}-photo-${photo.id}.${extension(photo.mimeType)}`;
        await addPhoto(context, zip, name, photo.storageKey);
      }
    }
    if (rows.length < pageSize) break;
    const last = rows.at(-1)!;
    after = { date: last.date, id: last.id };
  }
  let afterDefect = 0;
  for (;;) {
    const defects = await defectPage(context.db, vehicle.id, period, afterDefect);
    const byDefect = new Map(defects.map((defect) => [defect.id, defect]));
    for (const photo of await repairPhotos(context.db, [...byDefect.keys()])) {
      const repairedAt = byDefect.get(photo.defectId)?.repairedAt;
      const day = repairedAt ? context.clock.formatDateTime(repairedAt).slice(0, 10) : 'undated';
      const name = `${folder}repair-photos/${day}/defect-${photo.defectId}-photo-${photo.id}.${extension(photo.mimeType)}`;
      await addPhoto(context, zip, name, photo.storageKey);
    }
    if (defects.length < pageSize) break;
    afterDefect = defects.at(-1)!.id;
  }
  for (const sheet of await listVehicleMaintenanceSheets(context, vehicle.id, period)) {
    const pdf = await renderMaintenanceSheetPdf(context, sheet.id, language);
    await zip.add(`${folder}maintenance-sheets/${sheet.service_date}/work-order-${sheet.work_order_id}-sheet.pdf`, pdf);
  }
}

/**
 * Writes the inspector's file into `zip` and finalizes it: the summary PDF first (written while
 * the rows are read, a page at a time), then each vehicle's files in folders by date (under the
 * vehicle's equipment number when the file covers several). Nothing of the period is held whole.
 */
export async function writeInspectorFile(
  context: AppContext,
  zip: ZipWriter,
  target: FileTarget,
  range: { from: string; to: string },
  language: FileLanguage,
) {
  const text = fileStrings[language];
  const period = periodOf(context, range.from, range.to);
  const several = !('vehicleId' in target);
  const scope = several ? [target.parentType ? text.scopeType(target.parentType) : text.scopeFleet] : [];
  const doc = startDocument(context, text, text.title, [...scope, text.period(range.from, range.to), text.files]);
  const summaryWritten = zip.add('summary.pdf', doc);
  const writing = { context, doc, text };
  const count = await eachVehicle(context, target, async (vehicle) => {
    const sheets = await listVehicleMaintenanceSheets(context, vehicle.id, period);
    await writeVehicleSummary(writing, vehicle, period, sheets, pageSize);
  });
  if (count === 0) doc.text(text.noVehicles);
  doc.end();
  await summaryWritten;
  await eachVehicle(context, target, (vehicle) =>
    addVehicleFiles(context, zip, vehicle, period, several ? `${folderOf(vehicle.equipmentNumber)}/` : '', language),
  );
  await zip.archive.finalize();
}

/** The file's name: the vehicle or the fleet, and the period. */
export function inspectorFileName(label: string, range: { from: string; to: string }) {
  return `inspector-file-${folderOf(label)}-${range.from}-to-${range.to}.zip`;
}
