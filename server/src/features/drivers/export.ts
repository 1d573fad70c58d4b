import { valueLabel } from '@fleet-ops/shared';
import type { FastifyReply } from 'fastify';
import type { DriverFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, csvYesNo, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listDriversAfter, type DriverQueryRow } from './queries.js';
import { listOrder } from './service.js';

export const driverCsvColumns: CsvColumn<DriverQueryRow>[] = [
  { header: { en: 'Name', fr: 'Nom' }, value: (row) => row.driver.name },
  { header: { en: 'Email', fr: 'Courriel' }, value: (row) => row.email },
  {
    header: { en: 'Drive In Pit', fr: 'Conduit dans la fosse' },
    value: (row, language) => csvYesNo(row.driver.driveInPit, language),
  },
  {
    header: { en: 'Work Location', fr: 'Lieu de travail' },
    value: (row, language) => valueLabel('location', row.locationName, language),
  },
  { header: 'Rotation', value: (row) => row.driver.rotation },
  {
    header: { en: 'Pit Permit', fr: 'Permis de fosse' },
    value: (row, language) => csvYesNo(row.driver.pitPermit, language),
  },
  { header: { en: 'Supervisor', fr: 'Superviseur' }, value: (row) => row.driver.supervisor },
  { header: { en: 'Phone Number', fr: 'Téléphone' }, value: (row) => row.driver.phoneNumber },
  { header: { en: 'License Number', fr: 'Numéro de permis' }, value: (row) => row.driver.licenseNo },
  { header: { en: 'Expiry Date', fr: 'Date d’expiration' }, value: (row) => row.driver.expiryDate },
  { header: { en: 'Enabled', fr: 'Activé' }, value: (row, language) => csvYesNo(row.driver.enabled, language) },
  { header: { en: 'Archived', fr: 'Archivé' }, value: (row, language) => csvYesNo(row.driver.archived, language) },
];

/** The drivers the list shows for the same filter and sort, as a streamed CSV download. */
export function exportDrivers(
  context: AppContext,
  reply: FastifyReply,
  filter: DriverFilter,
  language: ReaderLanguage,
) {
  const order = listOrder(filter);
  const now = context.clock.now();
  return sendCsv(reply, {
    fileName: csvFileName('drivers', context.clock.today()),
    columns: driverCsvColumns,
    language,
    logger: reply.log,
    read: (previous, limit) =>
      listDriversAfter(
        context.db,
        filter,
        order,
        previous ? { sortKey: previous.sortKey, id: previous.driver.id } : undefined,
        limit,
        now,
      ),
  });
}
