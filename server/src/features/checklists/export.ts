import { valueLabel } from '@fleet-ops/shared';
import type { FastifyReply } from 'fastify';
import type { ChecklistExportFilter, ChecklistListRow } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, csvYesNo, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { listChecklistsAfter } from './queries.js';
import { checklistListFilter, rowContext, toListRow } from './read.js';

const ownershipLabels: Record<ReaderLanguage, Record<string, string>> = {
  en: { own: 'Own', lease: 'Lease', rent: 'Rent' },
  fr: { own: 'Propriété', lease: 'Location longue durée', rent: 'Location' },
};

/** The list's columns in its order, as the screen writes them in English and in French. */
export const checklistCsvColumns: CsvColumn<ChecklistListRow>[] = [
  { header: { en: 'Equipment No.', fr: 'N° d’équipement' }, value: (row) => row.equipment_number },
  {
    header: { en: 'Issue', fr: 'Problème' },
    value: (row, language) => (row.has_issue ? { en: 'Issue', fr: 'Problème' }[language] : 'OK'),
  },
  {
    header: { en: 'Vehicle Type', fr: 'Type de véhicule' },
    value: (row, language) => valueLabel('parentType', row.vehicle_parent_type, language),
  },
  { header: 'Radio', value: (row, language) => csvYesNo(row.has_radio === 'yes', language) },
  { header: 'Mine', value: (row, language) => csvYesNo(row.mine === 'yes', language) },
  {
    header: { en: 'Ownership', fr: 'Propriété' },
    value: (row, language) => ownershipLabels[language][row.ownership_type] ?? row.ownership_type,
  },
  { header: { en: 'Vehicle', fr: 'Véhicule' }, value: (row) => row.vehicle_type },
  { header: { en: 'License Plate', fr: 'Plaque' }, value: (row) => row.license_plate_no },
  { header: { en: 'VIN', fr: 'NIV' }, value: (row) => row.VIN_no },
  { header: 'Date', value: (row) => row.date },
  { header: { en: 'Operator', fr: 'Opérateur' }, value: (row) => row.operator },
  { header: { en: 'Last ODM Read', fr: 'Dernière lecture de l’odomètre' }, value: (row) => row.last_odm_read },
  { header: { en: 'Inspected At', fr: 'Inspectée le' }, value: (row) => row.inspected_at },
  { header: { en: 'Place', fr: 'Lieu' }, value: (row) => row.place ?? '' },
  { header: { en: 'Signed', fr: 'Signée' }, value: (row, language) => csvYesNo(row.signed, language) },
  { header: { en: 'Statement Version', fr: 'Version de la déclaration' }, value: (row) => row.statement_version ?? '' },
  { header: { en: 'Duration (s)', fr: 'Durée (s)' }, value: (row) => row.duration_seconds ?? '' },
  {
    header: { en: 'Completed Quickly', fr: 'Remplie rapidement' },
    value: (row, language) => csvYesNo(row.completed_quickly, language),
  },
];

/**
 * `GET api/checklist/{6 hex}/export`: every checklist the list shows this caller for the same
 * search, week and issue filter, in its order (newest day first), as a streamed CSV download.
 * The caller's scope comes from the list's own filter, so a driver exports only their checklists.
 */
export async function exportChecklists(
  context: AppContext,
  reply: FastifyReply,
  caller: CurrentUser,
  query: ChecklistExportFilter,
  language: ReaderLanguage,
) {
  const filter = await checklistListFilter(context, caller, query);
  const present = await rowContext(context);
  return sendCsv(reply, {
    fileName: csvFileName('pre-op-checklists', context.clock.today()),
    columns: checklistCsvColumns,
    language,
    logger: reply.log,
    read: async (previous, limit) => {
      const rows = await listChecklistsAfter(context.db, filter, previous, limit);
      return rows.map((row) => toListRow(row, present));
    },
  });
}
