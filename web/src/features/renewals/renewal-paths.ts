import type { Renewal } from '@fleet-ops/shared';
import { paths } from '../../config/paths';

const vehiclePath = (id: number | null) => paths.vehicle.replace(':id', String(id));
const searched = (list: string, words: string) => `${list}?search=${encodeURIComponent(words)}`;

/**
 * Where a renewal is renewed: the vehicle's form for its own dates, the list that edits the
 * extinguisher, kit or licence (searched for its owner), the vehicle's Maintenance list for a service.
 */
export function renewalPath(row: Renewal): string {
  switch (row.kind) {
    case 'fire_extinguisher':
      return searched(paths.incidents, row.owner);
    case 'first_aid_kit':
      return searched(paths.firstAidKits, row.owner);
    case 'driver_licence':
      return searched(paths.drivers, row.owner);
    case 'service_task':
      return `${paths.maintenance}?vehicle_id=${row.vehicle_id}`;
    default:
      return vehiclePath(row.vehicle_id);
  }
}
