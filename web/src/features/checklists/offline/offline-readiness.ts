import type { ChecklistFormOptions } from '@fleet-ops/shared';
import { cachedForParameter, cacheOwnerOf, driverStartCacheName } from './cache-owner';

type FormVehicle = Pick<ChecklistFormOptions['vehicles'][number], 'id' | 'equipment_number'>;

/** What this phone still lacks to open the checklist with no network; nothing lacking is "ready". */
export type OfflineGaps = {
  /** The browser can keep nothing here (no service worker or Cache API: a page not on HTTPS or localhost). */
  unsupported: boolean;
  /** No service worker controls the page: the app's screens are not on the phone. */
  app: boolean;
  /** The person's vehicles, operators and places (`form_options`) are not stored. */
  vehicles: boolean;
  /** The vehicles whose items, form or open defects are not all stored. */
  checklists: string[];
};

export const isReady = (gaps: OfflineGaps) =>
  !gaps.unsupported && !gaps.app && !gaps.vehicles && gaps.checklists.length === 0;

/** The addresses of a vehicle's calls the worker keeps (as `usePrefetchedVehicleItems` asks for them). */
function vehicleCalls(vehicle: FormVehicle): string[] {
  const items = `/api/vehicles/equipment_items?${new URLSearchParams({ equipment_number: vehicle.equipment_number })}`;
  if (vehicle.id === undefined) return [items];
  return [items, `/api/vehicles/${vehicle.id}/inspection_form`, `/api/vehicles/${vehicle.id}/open_defects`];
}

/**
 * Reads the worker's cache for this person's answers (keyed by their token's digest, as the worker
 * stores them) and tells what is missing for `vehicles`.
 */
export async function offlineGaps(token: string, vehicles: readonly FormVehicle[]): Promise<OfflineGaps> {
  const app = !navigator.serviceWorker?.controller;
  const unsupported = !navigator.serviceWorker || typeof caches === 'undefined';
  const everything = {
    unsupported,
    app,
    vehicles: true,
    checklists: vehicles.map((vehicle) => vehicle.equipment_number),
  };
  if (unsupported || !(await caches.has(driverStartCacheName))) return everything;
  const owner = await cacheOwnerOf(`Bearer ${token}`);
  const stored = new Set<string>();
  for (const request of await (await caches.open(driverStartCacheName)).keys()) {
    const url = new URL(request.url);
    if (url.searchParams.get(cachedForParameter) !== owner) continue;
    url.searchParams.delete(cachedForParameter);
    stored.add(url.pathname + url.search);
  }
  return {
    unsupported,
    app,
    vehicles: !stored.has('/api/checklist/form_options'),
    checklists: vehicles
      .filter((vehicle) => vehicleCalls(vehicle).some((call) => !stored.has(call)))
      .map((vehicle) => vehicle.equipment_number),
  };
}
