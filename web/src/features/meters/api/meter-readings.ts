import { dataResponse, meterReading, pagedResponse, type MeterKind } from '@fleet-ops/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { api } from '../../../lib/api-client';
import { downloadExport, type ExportFormat } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';

export const meterQueryKey = ['meters'] as const;

const pageResponse = pagedResponse(meterReading);

/** `GET api/vehicles/{id}/meter_readings`: a page of the vehicle's readings, newest first. */
export function useMeterReadings(vehicleId: number, params: { page: number; per_page: number; meter?: MeterKind }) {
  return useQuery({
    queryKey: [...meterQueryKey, vehicleId, params],
    queryFn: ({ signal }) =>
      api.get(`/api/vehicles/${vehicleId}/meter_readings`, pageResponse, {
        query: params,
        signal,
        errorToasts: 'none',
      }),
    placeholderData: keepPreviousData,
    enabled: vehicleId > 0,
  });
}

/** `POST api/meter_readings/{id}/void`: the vehicle's values and its maintenance move with it. */
export function useVoidMeterReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post(
        `/api/meter_readings/${id}/void`,
        dataResponse(meterReading),
        { reason },
        { errorToasts: 'except-validation' },
      ),
    onSuccess: () =>
      Promise.all(
        [meterQueryKey, ['vehicles'], ['maintenance']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** `GET api/meter_readings/{6 hex}/export?vehicle_id=`: the vehicle's history as CSV or XLSX. */
export function useExportMeterReadings() {
  return useMutation({
    mutationFn: ({ vehicleId, format }: { vehicleId: number; format: ExportFormat }) =>
      downloadExport('/api/meter_readings', `meter-readings-${todayIn(businessTimeZone)}`, format, {
        vehicle_id: vehicleId,
      }),
  });
}
