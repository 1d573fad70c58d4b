import { checklistFormOptions, dataResponse, defectReportPhotoField, inspectionFormVersion } from '@fleet-ops/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { defectResponse } from './get-defect';
import { defectsQueryKey } from './get-defects';

/** What `POST api/defects` takes (issue 36): the same fields the phone's outbox keeps for a retry. */
export type DefectReportRequest = {
  vehicle_id: number;
  item: string;
  code?: string;
  note?: string;
  form_version_id?: number;
};

export type DefectReportSubmission = { request: DefectReportRequest; photos: File[]; requestId: string };

/** The report as form data, its photos under `photos`. */
export function defectReportBody({ request, photos }: Pick<DefectReportSubmission, 'request' | 'photos'>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(request)) {
    if (value !== undefined) body.append(name, String(value));
  }
  for (const photo of photos) body.append(defectReportPhotoField, photo);
  return body;
}

/**
 * `POST api/defects` with the form's request id: a retry after a lost answer gets the first
 * report back. Nothing is toasted here: the form keeps a report that never reached the server in
 * the phone's outbox, places field messages, and toasts the rest.
 */
export function reportDefect(submission: DefectReportSubmission) {
  return api.post('/api/defects', defectResponse, defectReportBody(submission), {
    errorToasts: 'none',
    headers: { 'Idempotency-Key': submission.requestId },
  });
}

export function useReportDefect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportDefect,
    // Sent even when the browser believes it is offline: a failed send goes to the outbox at once.
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: defectsQueryKey }),
  });
}

const formResponse = dataResponse(inspectionFormVersion);

/**
 * `GET api/vehicles/{id}/inspection_form`: the items (and their defect descriptions) a report may
 * name. The service worker keeps the answer, so a phone that opened it once has it offline.
 */
export function reportFormQueryOptions(vehicleId: number | undefined) {
  return queryOptions({
    queryKey: [...defectsQueryKey, 'report-form', vehicleId] as const,
    queryFn: async ({ signal }) =>
      (await api.get(`/api/vehicles/${vehicleId}/inspection_form`, formResponse, { signal, errorToasts: 'none' })).data,
    enabled: vehicleId !== undefined,
    retry: false,
    staleTime: 60_000,
  });
}

export function useReportForm(vehicleId: number | undefined) {
  return useQuery(reportFormQueryOptions(vehicleId));
}

const vehiclesResponse = dataResponse(checklistFormOptions);

/**
 * The vehicles the caller may report on: the ones their checklist offers (`GET
 * api/checklist/form_options`, which the service worker keeps for the phone), with their ids.
 */
export function useReportVehicles() {
  return useQuery({
    queryKey: [...defectsQueryKey, 'report-vehicles'] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/api/checklist/form_options', vehiclesResponse, { signal, errorToasts: 'none' })).data.vehicles,
    staleTime: 60_000,
  });
}
