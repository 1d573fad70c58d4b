import { dataResponse, maintenanceSheetDetail } from '@fleet-ops/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showError } from '../../../components/toasts';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download-file';
import { currentLanguage } from '../../../lib/i18n';
import { clientMessages } from '../../../lib/i18n/client-messages';
import { fetchProtectedFile } from '../../../lib/protected-file';
import { workOrdersQueryKey } from '../api/work-orders';

const sheetResponse = dataResponse(maintenanceSheetDetail);

/** The body of `PUT api/work_orders/{id}/maintenance_sheet`, as the form sends it. */
export type MaintenanceSheetBody = {
  service_date: string;
  odometer: number | string;
  components: { component: string; result: string; repair: string }[];
  brake_measurements: { axle: number; left_mm: number | string; right_mm: number | string }[];
  mechanic_name: string;
  signature: string;
  signature_typed_name: string;
  /** 'yes' once the mechanic confirms a far odometer jump the server asked about (issue 37). */
  confirm_implausible?: 'yes';
};

const sheetKey = (workOrderId: number) => [...workOrdersQueryKey, 'maintenance-sheet', workOrderId] as const;

export function useMaintenanceSheet(workOrderId: number) {
  return useQuery({
    queryKey: sheetKey(workOrderId),
    queryFn: ({ signal }) =>
      api.get(`/api/work_orders/${workOrderId}/maintenance_sheet`, sheetResponse, { signal, errorToasts: 'none' }),
    select: (response) => response.data,
    retry: false,
  });
}

/** Saves the signed sheet; the maintenance list and Home's tiles change with it (the 6-month task). */
export function useSaveMaintenanceSheet(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MaintenanceSheetBody) =>
      api.put(`/api/work_orders/${workOrderId}/maintenance_sheet`, sheetResponse, body, {
        errorToasts: 'except-validation',
      }),
    onSuccess: () =>
      Promise.all(
        [workOrdersQueryKey, ['maintenance'], ['dashboard']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function maintenanceSheetPdfFileName(workOrderId: number): string {
  return `maintenance-sheet-work-order-${workOrderId}.pdf`;
}

/** `GET api/work_orders/{id}/maintenance_sheet/pdf?lang=`: fetched with the caller's token, saved from memory. */
export function useDownloadMaintenanceSheetPdf(workOrderId: number) {
  return useMutation({
    mutationFn: async () => {
      const pdf = await fetchProtectedFile(
        `/api/work_orders/${workOrderId}/maintenance_sheet/pdf?lang=${currentLanguage()}`,
      );
      saveBlob(pdf, maintenanceSheetPdfFileName(workOrderId));
    },
    onError: (error) => showError(error instanceof Error ? error.message : clientMessages.unreachable),
  });
}
