import type { AppContext } from '../../app-context.js';
import { selectVehicleSheets } from './queries.js';
import { toSheet } from './sheet.js';

/** A vehicle's sheet as another feature reads it (the inspector's file): the sheet and its work order. */
export type VehicleMaintenanceSheet = ReturnType<typeof toSheet> & { work_order_id: number; vehicle_id: number };

/**
 * A vehicle's mandatory maintenance sheets with a service date from `from` to `to` (both
 * included, `YYYY-MM-DD`), oldest first. Sheets are maintenance records kept 2 years.
 */
export async function listVehicleMaintenanceSheets(
  context: AppContext,
  vehicleId: number,
  period: { from: string; to: string },
): Promise<VehicleMaintenanceSheet[]> {
  const rows = await selectVehicleSheets(context.db, vehicleId, period.from, period.to);
  return rows.map(({ sheet }) => ({
    ...toSheet(sheet, context.clock),
    work_order_id: sheet.workOrderId,
    vehicle_id: sheet.vehicleId,
  }));
}
