import { addDays, type VehicleOverviewWeek } from '@fleet-ops/shared';
import { paths } from '../../../config/paths';

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/** A list screen narrowed to one vehicle through its search (every list searches equipment numbers). */
function searched(path: string, equipmentNumber: string): string {
  return withQuery(path, { search: equipmentNumber });
}

/**
 * Where each section of the record leads: its own screen, narrowed to the vehicle. Profit & Loss
 * has no vehicle filter; it opens on the record's weeks, where the vehicle is one row.
 */
export function sectionLinks(equipmentNumber: string, weeks: readonly VehicleOverviewWeek[]) {
  const newest = weeks[0]?.week_start;
  const oldest = weeks.at(-1)?.week_start;
  return {
    checklists: searched(paths.home, equipmentNumber),
    appointments: searched(paths.appointments, equipmentNumber),
    logs: searched(paths.logs, equipmentNumber),
    tracking: searched(paths.tracking, equipmentNumber),
    fireExtinguishers: searched(paths.incidents, equipmentNumber),
    firstAidKits: searched(paths.firstAidKits, equipmentNumber),
    profitLoss:
      newest && oldest
        ? withQuery(paths.reports.profitLoss, { start_date: oldest, end_date: addDays(newest, 6) })
        : paths.reports.profitLoss,
  };
}
