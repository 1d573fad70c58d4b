import {
  dataResponse,
  driver,
  fuelEconomy,
  fuelEntry,
  fuelVehicle,
  messageResponse,
  pagedResponse,
  type FuelSortColumn,
  type SortDirection,
} from '@fleet-ops/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { businessTimeZone } from '../../../config/business';
import { api } from '../../../lib/api-client';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import { useSubmissionRequestId } from '../../../lib/submission-request-id';

const listResponse = pagedResponse(fuelEntry);
const entryResponse = dataResponse(fuelEntry);

/** Every query of the feature starts with this key. */
export const fuelQueryKey = ['fuel'] as const;

export type FuelFilterParams = { vehicle_id?: number };
export type FuelListParams = FuelFilterParams & {
  sort?: FuelSortColumn;
  sortDir?: SortDirection;
  page: number;
  per_page: number;
};

/** The body of `POST api/fuel_entries` and `PUT api/fuel_entries/:id`, as the forms send it. */
export type FuelBody = {
  vehicle_id: string;
  date?: string;
  litres: string;
  cost: string;
  /** Left out for a vehicle without an odometer (issue 37). */
  odometer?: string;
  driver_id?: string;
  /** Issue 37: engine hours (a vehicle with an hour meter), and the yes to a far jump. */
  hour_read?: string;
  confirm_implausible?: string;
};

export function useFuelEntries(params: FuelListParams, enabled = true) {
  return useQuery({
    queryKey: [...fuelQueryKey, 'list', params],
    queryFn: ({ signal }) => api.get('/api/fuel_entries', listResponse, { query: params, signal, errorToasts: 'none' }),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

export function useFuelEconomy(vehicleId: number) {
  return useQuery({
    queryKey: [...fuelQueryKey, 'economy', vehicleId],
    queryFn: ({ signal }) =>
      api.get(`/api/fuel_entries/economy/${vehicleId}`, dataResponse(fuelEconomy), { signal, errorToasts: 'none' }),
    enabled: vehicleId > 0,
  });
}

/** The vehicles the caller may add fuel for (a driver: the ones assigned to them now). */
export function useFuelVehicles() {
  return useQuery({
    queryKey: [...fuelQueryKey, 'vehicles'],
    queryFn: ({ signal }) => api.get('/api/fuel_entries/vehicles', dataResponse(z.array(fuelVehicle)), { signal }),
  });
}

/** `GET api/fuel_entries/{6 hex}/export`: the fill-ups the list shows (same vehicle), as CSV or XLSX. */
export function useExportFuel() {
  return useMutation({
    mutationFn: ({ filter, format }: ExportRequest<FuelFilterParams>) =>
      downloadExport('/api/fuel_entries', `fuel-${todayIn(businessTimeZone)}`, format, filter),
  });
}

/** A fill-up changes the week's expenses and the vehicle's reading too. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [fuelQueryKey, ['vehicles'], ['maintenance']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/**
 * Add (no id) or correct. Field errors (422) are the form's to show. An add sends one request id
 * per submission, the same on every retry of it: a lost answer never records a fill-up twice, and
 * a 409 (the id went with another fill-up) makes the next try a new submission.
 */
export function useSaveFuelEntry() {
  const invalidate = useInvalidate();
  const requestId = useSubmissionRequestId();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FuelBody }) =>
      id
        ? api.put(`/api/fuel_entries/${id}`, entryResponse, body, { errorToasts: 'except-validation' })
        : api.post('/api/fuel_entries', entryResponse, body, {
            errorToasts: 'except-validation',
            headers: requestId.header(),
          }),
    onSuccess: invalidate,
    onSettled: (_response, error) => requestId.settled(error),
  });
}

export function useDeleteFuelEntry() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/fuel_entries/${id}`, messageResponse),
    onSuccess: invalidate,
  });
}

/** The drivers an admin may name on a fill-up (one page of 100 is the whole roster of a site). */
export function useDriverChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['drivers', 'fuel-choices'],
    queryFn: ({ signal }) => api.get('/api/drivers', pagedResponse(driver), { query: { per_page: 100 }, signal }),
    enabled,
  });
}
