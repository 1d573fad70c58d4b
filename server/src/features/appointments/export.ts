import { appointmentColumns, type Appointment, type AppointmentExportFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, offsetBatches, type FileExport } from '../../lib/file-export/index.js';
import { listAppointmentsPage } from './queries.js';
import { toAppointment } from './service.js';

/** The table's columns; comments in full, not the table's preview. */
export const appointmentFileColumns = fileColumns(appointmentColumns, {
  date: (row: Appointment) => row.date,
  time: (row) => row.time,
  equipment_number: (row) => row.equipment_number,
  VIN_No: (row) => row.VIN_No,
  vehicle_type: (row) => row.vehicle_type,
  appointment_type: (row) => row.appointment_type,
  location_name: (row) => row.location_name,
  comments: (row) => row.comments,
});

/**
 * The bookings the table shows for the same week, period and search, in the list's order.
 * Batches follow each other by offset, as the list's order has no single key.
 */
export function appointmentExport(context: AppContext, query: AppointmentExportFilter): FileExport<Appointment> {
  const { when, ...filter } = query;
  const today = context.clock.today();
  const period = when === 'all' ? undefined : { when, today };
  return {
    name: 'appointments',
    columns: appointmentFileColumns,
    read: offsetBatches(async (page) =>
      (await listAppointmentsPage(context.db, { ...filter, period }, page)).map(toAppointment),
    ),
  };
}
