import { valueLabel } from '@fleet-ops/shared';
import type { FastifyReply } from 'fastify';
import type { Appointment, AppointmentExportFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listAppointmentsPage } from './queries.js';
import { toAppointment } from './service.js';

/** The table's columns, as the screen writes them in English; comments in full, not the preview. */
export const appointmentCsvColumns: CsvColumn<Appointment>[] = [
  { header: 'Date', value: (row) => row.date },
  { header: { en: 'Time', fr: 'Heure' }, value: (row) => row.time },
  { header: { en: 'Equipment No.', fr: 'N° d’équipement' }, value: (row) => row.equipment_number },
  { header: { en: 'Vehicle # (VIN)', fr: 'N° de véhicule (NIV)' }, value: (row) => row.VIN_No },
  { header: { en: 'Vehicle', fr: 'Véhicule' }, value: (row) => row.vehicle_type },
  {
    header: { en: 'Appointment', fr: 'Rendez-vous' },
    value: (row, language) => valueLabel('appointmentType', row.appointment_type, language),
  },
  {
    header: { en: 'Location', fr: 'Lieu' },
    value: (row, language) => valueLabel('location', row.location_name, language),
  },
  { header: { en: 'Comments', fr: 'Commentaires' }, value: (row) => row.comments },
];

/**
 * The bookings the table shows for the same week, period and search, as a streamed CSV download,
 * in the list's order. Batches follow each other by offset, as the list's order has no single key.
 */
export function exportAppointments(
  context: AppContext,
  reply: FastifyReply,
  query: AppointmentExportFilter,
  language: ReaderLanguage,
) {
  const { when, ...filter } = query;
  const today = context.clock.today();
  const period = when === 'all' ? undefined : { when, today };
  let offset = 0;
  return sendCsv(reply, {
    fileName: csvFileName('appointments', today),
    columns: appointmentCsvColumns,
    language,
    logger: reply.log,
    read: async (_previous, limit) => {
      const rows = await listAppointmentsPage(context.db, { ...filter, period }, { limit, offset });
      offset += rows.length;
      return rows.map(toAppointment);
    },
  });
}
