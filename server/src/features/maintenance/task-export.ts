import { serviceTaskColumns } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import { chosenEquipmentNumbers, listServiceTasksAfter, type ServiceTaskRow } from './task-queries.js';

type ExportedTask = ServiceTaskRow & { chosen: string[] };

/** Each measure of the interval and the warning in its own column, where the screen writes one phrase. */
const serviceTaskFileColumns = fileColumns(serviceTaskColumns, {
  id: (task: ExportedTask) => task.id,
  name: (task) => task.name,
  interval_days: (task) => task.intervalDays,
  interval_months: (task) => task.intervalMonths,
  interval_km: (task) => task.intervalKm,
  due_soon_days: (task) => task.dueSoonDays,
  due_soon_km: (task) => task.dueSoonKm,
  applies_to: (task) => task.appliesTo,
  vehicle_parent_type: (task) => task.vehicleParentType,
  chosen_vehicles: (task) => task.chosen.join(', '),
  interval_hours: (task) => task.intervalHours,
  due_soon_hours: (task) => task.dueSoonHours,
});

/** The tasks the list shows for the same search, by name. */
export function serviceTaskExport(context: AppContext, search: string | undefined): FileExport<ExportedTask> {
  return {
    name: 'service-tasks',
    columns: serviceTaskFileColumns,
    read: async (previous, limit) => {
      const rows = await listServiceTasksAfter(context.db, search, previous, limit);
      const chosen = await chosenEquipmentNumbers(
        context.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, chosen: chosen.get(row.id) ?? [] }));
    },
  };
}
