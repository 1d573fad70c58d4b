import {
  dataResponse,
  inspectionFormDraft,
  inspectionFormRow,
  inspectionFormVersion,
  pagedResponse,
} from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { api } from '../../../lib/api-client';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import { useSubmissionRequestId } from '../../../lib/submission-request-id';
import type { FormDraftBody } from '../editor-values';
import type { FormFilterParams, FormListParams } from '../form-list-state';

const listResponse = pagedResponse(inspectionFormRow);
const draftResponse = dataResponse(inspectionFormDraft);
const versionResponse = dataResponse(inspectionFormVersion);

/** Every query of the inspection forms feature starts with this key, so a change refreshes them all. */
export const inspectionFormsQueryKey = ['inspection-forms'] as const;

/** `GET api/inspection_forms`: one page of the forms matching the search, the default first. */
export function inspectionFormsQueryOptions(params: FormListParams) {
  return queryOptions({
    queryKey: [...inspectionFormsQueryKey, 'list', params],
    queryFn: ({ signal }) => api.get('/api/inspection_forms', listResponse, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInspectionForms(params: FormListParams) {
  return useQuery(inspectionFormsQueryOptions(params));
}

/** `GET api/inspection_forms/{id}`: the form's draft, which the editor changes. */
export function useInspectionFormDraft(id: number) {
  return useQuery({
    queryKey: [...inspectionFormsQueryKey, 'draft', id],
    queryFn: async ({ signal }) => (await api.get(`/api/inspection_forms/${id}`, draftResponse, { signal })).data,
    enabled: id > 0,
  });
}

/** `GET api/inspection_forms/{id}/versions/{version}`: a published version, as records show it for ever. */
export function useInspectionFormVersion(id: number, version: number | null) {
  return useQuery({
    queryKey: [...inspectionFormsQueryKey, 'version', id, version],
    queryFn: async ({ signal }) =>
      (await api.get(`/api/inspection_forms/${id}/versions/${version}`, versionResponse, { signal })).data,
    enabled: id > 0 && version !== null,
    // A published version never changes.
    staleTime: Infinity,
  });
}

/**
 * Save draft: `POST api/inspection_forms` for a new form (with an `Idempotency-Key`, so a lost
 * answer retried stores it once) or `PUT api/inspection_forms/{id}`; 422s go to the fields.
 */
export function useSaveInspectionForm() {
  const queryClient = useQueryClient();
  const request = useSubmissionRequestId();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FormDraftBody }) =>
      id
        ? api.put(`/api/inspection_forms/${id}`, draftResponse, body, { errorToasts: 'except-validation' })
        : api.post('/api/inspection_forms', draftResponse, body, {
            errorToasts: 'except-validation',
            headers: request.header(),
          }),
    onSettled: (_data, error) => request.settled(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionFormsQueryKey }),
  });
}

/** `POST api/inspection_forms/{id}/publish`: the draft becomes the form's next version (the answer is the draft). */
export function usePublishInspectionForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/api/inspection_forms/${id}/publish`, draftResponse, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionFormsQueryKey }),
  });
}

/** `GET api/inspection_forms/{6 hex}/export`: the list as shown, as CSV or XLSX. */
export function useExportInspectionForms() {
  return useMutation({
    mutationFn: ({ filter, format }: ExportRequest<FormFilterParams>) =>
      downloadExport('/api/inspection_forms', `inspection-forms-${todayIn(businessTimeZone)}`, format, filter),
  });
}
