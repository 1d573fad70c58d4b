import type { AppointmentExportFilter } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';

/** The export's query: the list's range and period, and its search once something is typed. */
export type AppointmentExportRequest = Partial<AppointmentExportFilter>;

/** `GET api/appointments/{6 hex}/export`: the bookings the screen shows (same range, period and search), as CSV or XLSX. */
export function exportAppointments({ filter, format }: ExportRequest<AppointmentExportRequest>) {
  return downloadExport('/api/appointments', `appointments-${todayIn(businessTimeZone)}`, format, filter);
}

export function useExportAppointments() {
  return useMutation({ mutationFn: exportAppointments });
}
