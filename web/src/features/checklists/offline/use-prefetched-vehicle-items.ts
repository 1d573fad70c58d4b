import type { ChecklistFormOptions } from '@fleet-ops/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { holdFirstScreen, pageLoaded } from '../../../lib/after-first-screen';
import { checklistsQueryKey } from '../api/checklists-query-key';
import { equipmentItemsQueryOptions } from '../api/get-equipment-items';
import { vehicleFormVersionQueryOptions, vehicleOpenDefectsQueryOptions } from '../api/get-vehicle-inspection';

/** A supervisor's crew can be large: the first vehicles are the ones kept for a checklist offline. */
export const mostVehicles = 30;

/**
 * How long after the page has loaded the prefetch leaves the connections to the driver's first
 * pick (issue 33): at 4× CPU on Slow 3G the first vehicle's prefetch started as the driver picked
 * another, and the picked vehicle's three calls queued behind it.
 */
const firstPickGraceMs = 3000;

/** The checklist's calls the service worker keeps (the other checklist queries are the office's). */
const keptCalls = new Set(['form-options', 'equipment-items', 'inspection-form', 'open-defects']);

/**
 * On the first visit the worker installs after the page has made its calls, so it kept none of
 * them (issue 35: an offline reload soon after spun for ever). Once it takes the page, the same
 * calls are made again through it, so everything the driver needs is stored without a second visit.
 * A call still on its way when the worker takes the page went around it: it is cancelled first,
 * since a refetch of a query with no answer yet would only join that call (a vehicle's items were
 * then never stored, and the phone said "not ready" for ever).
 */
function askAgainThroughTheWorker(queryClient: QueryClient): () => void {
  const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!workers || workers.controller) return () => undefined;
  const kept = {
    predicate: (query: { queryKey: readonly unknown[] }) =>
      query.queryKey[0] === checklistsQueryKey[0] && keptCalls.has(String(query.queryKey[1])),
  };
  const askAgain = () =>
    void queryClient.cancelQueries(kept).then(() => queryClient.invalidateQueries({ ...kept, refetchType: 'all' }));
  workers.addEventListener('controllerchange', askAgain, { once: true });
  return () => workers.removeEventListener('controllerchange', askAgain);
}

/** One vehicle's three calls (its items, its form's version, its open defects), asked together. */
function prefetchVehicle(queryClient: QueryClient, vehicle: ChecklistFormOptions['vehicles'][number]) {
  return Promise.all([
    queryClient.prefetchQuery(equipmentItemsQueryOptions(vehicle.equipment_number)),
    ...(vehicle.id === undefined
      ? []
      : [
          queryClient.prefetchQuery(vehicleFormVersionQueryOptions(vehicle.id)),
          queryClient.prefetchQuery(vehicleOpenDefectsQueryOptions(vehicle.id)),
        ]),
  ]);
}

/**
 * Asks once, while online, for the items of each vehicle the person may inspect, with its form's
 * current version and its open defects (issue 36): the service worker keeps the answers, so the
 * checklist of any of them opens later with no network, on the form the phone last saw.
 * Issue 33: on a phone's first visit these calls took the six connections from the screen's files
 * and the picked vehicle's items. They start a moment after the page has loaded (a driver picks a
 * vehicle then), one vehicle at a time, so a vehicle picked meanwhile finds connections free; what
 * else waits for the first screen (menus, cards, schemas) waits for them too.
 */
export function usePrefetchedVehicleItems(options: ChecklistFormOptions | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => askAgainThroughTheWorker(queryClient), [queryClient]);
  useEffect(() => {
    if (!options || options.mode === 'admin' || !navigator.onLine) return;
    let left = false;
    const prefetchAll = async () => {
      for (const vehicle of options.vehicles.slice(0, mostVehicles)) {
        if (left) return;
        await prefetchVehicle(queryClient, vehicle);
      }
    };
    // Held from now, not from the load: what waits for the first screen must not slip in between.
    const afterFirstPick = () => new Promise((resolve) => window.setTimeout(resolve, firstPickGraceMs));
    void holdFirstScreen(pageLoaded().then(afterFirstPick).then(prefetchAll));
    return () => {
      left = true;
    };
  }, [options, queryClient]);
}
