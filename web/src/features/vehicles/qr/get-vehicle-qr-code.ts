import { dataResponse, vehicleQrCode } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from '../api/get-vehicles';

/**
 * `GET api/vehicles/{id}/qr_code`: the address the vehicle's code holds. It comes from the server
 * (its APP_URL), so the code on screen is the very code the printed label carries. Not toasted:
 * the section says it itself.
 */
export async function getVehicleQrCode(id: number, signal?: AbortSignal) {
  const response = await api.get(`/api/vehicles/${id}/qr_code`, dataResponse(vehicleQrCode), {
    signal,
    errorToasts: 'none',
  });
  return response.data;
}

/** Under the vehicles key: a new equipment number saved on the edit tab gives a new code. */
export function vehicleQrCodeQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...vehiclesQueryKey, 'qr-code', id] as const,
    queryFn: ({ signal }) => getVehicleQrCode(id, signal),
    retry: false,
  });
}

export function useVehicleQrCode(id: number) {
  return useQuery(vehicleQrCodeQueryOptions(id));
}
