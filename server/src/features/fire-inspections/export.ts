import { fireInspectionColumns, inspectionExpiryStatus, type FireInspectionSort } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import { listFireInspectionsAfter, type FireInspectionQueryRow } from './queries.js';
import { inspectionFilter, inspectionOrder } from './service.js';

/** The list's columns, then where the inspection stands on `today`. */
export function fireInspectionFileColumns(today: string) {
  return fileColumns(fireInspectionColumns, {
    equipment_number: (row: FireInspectionQueryRow) => row.equipmentNumber,
    vehicle_parent_type: (row) => row.vehicleParentType,
    vehicle_type: (row) => row.vehicleType,
    manufacture_year: (row) => row.inspection.manufactureYear,
    inspection_month: (row) => row.inspection.inspectionMonth,
    inspection_expiry_date: (row) => row.inspection.inspectionExpiryDate,
    status: (row) => inspectionExpiryStatus(row.inspection.inspectionExpiryDate, today),
  });
}

/** The inspections the list shows for the same search and expiry window, in its order. */
export function fireInspectionExport(
  context: AppContext,
  sort: FireInspectionSort,
): FileExport<FireInspectionQueryRow> {
  const order = inspectionOrder(sort);
  const matching = inspectionFilter(context, sort);
  return {
    name: 'fire-extinguisher-inspections',
    columns: fireInspectionFileColumns(context.clock.today()),
    read: (previous, limit) =>
      listFireInspectionsAfter(
        context.db,
        order,
        matching,
        previous ? { sortKey: previous.sortKey, id: previous.inspection.id } : undefined,
        limit,
      ),
  };
}
