import type { AppointmentExportFilter } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';

/** The export's query: the list's range and period, and its search once something is typed. */
export type AppointmentExportRequest = Partial<AppointmentExportFilter>;

/** `GET api/appointments/{6 hex}/export`: the bookings the screen shows (same range, period and search), as a CSV file. */
export function exportAppointments(filter: AppointmentExportRequest) {
  return downloadFile(`/api/appointments/${exportCode()}/export`, `appointments-${todayIn(businessTimeZone)}.csv`, {
    query: filter,
  });
}

export function useExportAppointments() {
  return useMutation({ mutationFn: exportAppointments });
}
