import { dayCodeNames, trackingColumns, trackingDayColumns, weekDates, type TrackingFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type CellSpec, type FileExport } from '../../lib/file-export/index.js';
import { listTrackingsAfter, type TrackingQueryRow } from './queries.js';
import { listOrder, openFilteredWeek, toTrackingRow } from './service.js';

/** Each day of the week headed by its date (the same in both languages), its cell the day's code. */
function dayCells(start: string): Record<string, CellSpec<TrackingQueryRow>> {
  const dates = weekDates(start);
  return Object.fromEntries(
    trackingDayColumns.map((key, index) => {
      const date = dates[index]!;
      const cell = (row: TrackingQueryRow) => dayCodeNames[row.tracking.weekRecord[date] as keyof typeof dayCodeNames];
      return [key, { title: { en: date, fr: date }, cell }];
    }),
  );
}

/** The file's columns for one week: the row's details, one column per day (its date), then the amount. */
export function trackingFileColumns(start: string) {
  return fileColumns(trackingColumns, {
    driver_name: (row: TrackingQueryRow) => row.driverName,
    equipment_number: (row) => row.vehicle.equipmentNumber,
    ownership_type: (row) => row.vehicle.ownershipType,
    location: (row) => row.vehicle.location,
    VIN_no: (row) => row.vehicle.vinNo,
    license_plate_no: (row) => row.vehicle.licensePlateNo,
    rate_type: (row) => row.tracking.rateType,
    rate: (row) => toTrackingRow(row).rate,
    vehicle_type: (row) => row.vehicle.vehicleType,
    vehicle_parent_type: (row) => row.vehicle.vehicleParentType,
    cleaning_appt: (row) => row.cleaningAppt,
    comment: (row) => row.tracking.comment,
    ...dayCells(start),
    total_billing: (row) => toTrackingRow(row).total_billing,
    status: (row) => (row.tracking.enabled ? 'enabled' : 'disabled'),
  });
}

/** The week's rows the list shows for the same filters and sort. */
export async function trackingExport(
  context: AppContext,
  filter: TrackingFilter,
): Promise<FileExport<TrackingQueryRow>> {
  const week = await openFilteredWeek(context, filter);
  const order = listOrder(filter);
  return {
    name: `tracking-${week.weekStart}`,
    columns: trackingFileColumns(week.weekStart),
    read: (previous, limit) =>
      listTrackingsAfter(
        context.db,
        week,
        order,
        previous ? { sortKey: previous.sortKey, id: previous.tracking.id } : undefined,
        limit,
      ),
  };
}
