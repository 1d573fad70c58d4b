import type { AppContext } from '../../app-context.js';
import { fieldGrid, heading, note, paragraph, type Doc } from '../checklists/index.js';
import type { VehicleMaintenanceSheet } from '../maintenance-sheets/index.js';
import { getVehicle } from '../vehicles/index.js';
import {
  checklistDefects,
  checklistPage,
  completionPage,
  defectPage,
  openDefectPage,
  workOrderPage,
  type DefectRow,
  type Period,
  type VehicleRow,
} from './queries.js';
import type { FileStrings } from './summary-i18n.js';

type Writing = { context: AppContext; doc: Doc; text: FileStrings };

const at = ({ context }: Writing, moment: Date) => context.clock.formatDateTime(moment).slice(0, 16);

/** Reads `page(after)` until a short page, handing each row on: one page in memory at a time. */
export async function eachRow<Row extends { id: number }>(
  page: (afterId: number) => Promise<Row[]>,
  each: (row: Row) => Promise<void> | void,
  pageSize: number,
): Promise<number> {
  let afterId = 0;
  let count = 0;
  for (;;) {
    const rows = await page(afterId);
    for (const row of rows) await each(row);
    count += rows.length;
    if (rows.length < pageSize) return count;
    afterId = rows.at(-1)!.id;
  }
}

/** A defect with its report, repair proof and verification, as lines under it. */
export function writeDefect(writing: Writing, defect: DefectRow) {
  const { doc, text } = writing;
  paragraph(
    doc,
    text.defectLine(
      text.itemLabel(defect),
      defect.code,
      text.severities[defect.severity] ?? defect.severity,
      text.defectStatus(defect.status),
    ),
    'Bold',
  );
  note(doc, text.reported(at(writing, defect.reportedAt)));
  note(
    doc,
    defect.repairedAt
      ? text.repaired(at(writing, defect.repairedAt), defect.repairedBy, defect.repairNotes)
      : text.notRepaired,
  );
  if (defect.verifiedAt) note(doc, text.verified(at(writing, defect.verifiedAt), defect.verifiedBy));
  if (defect.closeReason) note(doc, text.closed(defect.closeReason));
}

async function writeIdentity(writing: Writing, row: VehicleRow) {
  const { doc, text } = writing;
  const vehicle = await getVehicle(writing.context, row.id);
  const state = text.states[vehicle.inspection_state] ?? vehicle.inspection_state;
  fieldGrid(doc, [
    [text.identity.equipment, vehicle.equipment_number],
    [text.identity.type, `${vehicle.vehicle_parent_type} · ${vehicle.vehicle_type}`],
    [text.identity.plate, vehicle.license_plate_no],
    [text.identity.vin, vehicle.VIN_no],
    // Only the meters the vehicle has (issue 37): a loader has engine hours and no odometer.
    ...(vehicle.has_odometer ? [[text.identity.odometer, String(vehicle.last_odm_read)] as [string, string]] : []),
    ...(vehicle.has_hour_meter ? [[text.identity.hours, String(vehicle.last_hour_read)] as [string, string]] : []),
    [text.identity.annual, text.annual(vehicle.inspection_status, vehicle.inspection_date, vehicle.inspector_name)],
    [
      text.identity.state,
      vehicle.inspection_valid_until ? `${state}, ${text.validUntil(vehicle.inspection_valid_until)}` : state,
    ],
    ...(row.disposedOn
      ? [[text.identity.disposed, `${row.disposedOn} · ${row.disposalReason ?? ''}`] as [string, string]]
      : []),
  ]);
}

async function writeChecklists(writing: Writing, vehicleId: number, period: Period, pageSize: number) {
  const { context, doc, text } = writing;
  heading(doc, text.sections.checklists);
  let after: { date: string; id: number } | undefined;
  let count = 0;
  for (;;) {
    const rows = await checklistPage(context.db, vehicleId, period, after);
    const found = await checklistDefects(
      context.db,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      paragraph(
        doc,
        text.checklistLine(
          at(writing, row.createdAt),
          row.operator,
          { odometer: row.odmRead, hours: row.hourRead },
          row.id,
        ),
      );
      const own = found.filter((defect) => defect.checklistId === row.id);
      if (own.length === 0) note(doc, text.noDefectFound);
      for (const defect of own) {
        const label = text.defectLine(
          text.itemLabel(defect),
          defect.code,
          text.severities[defect.severity] ?? defect.severity,
          text.defectStatus(defect.status),
        );
        note(doc, defect.remarks ? `${label} · ${defect.remarks}` : label);
      }
    }
    count += rows.length;
    if (rows.length < pageSize) break;
    const last = rows.at(-1)!;
    after = { date: last.date, id: last.id };
  }
  if (count === 0) note(doc, text.none);
}

async function writeMaintenance(
  writing: Writing,
  vehicleId: number,
  period: Period,
  sheets: VehicleMaintenanceSheet[],
  pageSize: number,
) {
  const { context, doc, text } = writing;
  heading(doc, text.sections.maintenance);
  const orders = await eachRow(
    (afterId) => workOrderPage(context.db, vehicleId, period, afterId),
    (order) => {
      paragraph(
        doc,
        text.workOrderLine(
          order.id,
          order.title,
          text.workOrderStatus(order.status),
          order.openedOn,
          order.completedOn,
        ),
      );
      note(doc, text.total((order.totalCents / 100).toFixed(2)));
    },
    pageSize,
  );
  if (orders === 0) note(doc, text.none);
  heading(doc, text.sections.sheets);
  for (const sheet of sheets)
    paragraph(doc, text.sheetLine(sheet.service_date, sheet.work_order_id, sheet.mechanic_name));
  if (sheets.length === 0) note(doc, text.none);
  heading(doc, text.sections.completions);
  const completions = await eachRow(
    (afterId) => completionPage(context.db, vehicleId, period, afterId),
    (completion) => paragraph(doc, text.completionLine(completion.doneOn, completion.task, completion.odometer)),
    pageSize,
  );
  if (completions === 0) note(doc, text.none);
}

/** One vehicle's part of the summary: identity, circle checks, defects, maintenance, open safety defects. */
export async function writeVehicleSummary(
  writing: Writing,
  vehicle: VehicleRow,
  period: Period,
  sheets: VehicleMaintenanceSheet[],
  pageSize: number,
) {
  const { context, doc, text } = writing;
  heading(doc, text.vehicle(vehicle.equipmentNumber));
  await writeIdentity(writing, vehicle);
  await writeChecklists(writing, vehicle.id, period, pageSize);
  heading(doc, text.sections.defects);
  const defects = await eachRow(
    (afterId) => defectPage(context.db, vehicle.id, period, afterId),
    (defect) => writeDefect(writing, defect),
    pageSize,
  );
  if (defects === 0) note(doc, text.none);
  await writeMaintenance(writing, vehicle.id, period, sheets, pageSize);
  heading(doc, text.sections.open);
  const open = await eachRow(
    (afterId) => openDefectPage(context.db, vehicle.id, afterId),
    (defect) => writeDefect(writing, defect),
    pageSize,
  );
  if (open === 0) note(doc, text.none);
}
