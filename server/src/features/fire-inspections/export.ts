import type { FastifyReply } from 'fastify';
import { type FireInspectionSort, inspectionExpiryStatus, valueLabel } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listFireInspectionsAfter, type FireInspectionQueryRow } from './queries.js';
import { inspectionOrder } from './service.js';

const statusLabels = {
  en: { expired: 'Expired', expiring: 'Expiring soon', ok: 'OK' },
  fr: { expired: 'Expirée', expiring: 'Expire bientôt', ok: 'OK' },
} as const;

export function fireInspectionCsvColumns(today: string): CsvColumn<FireInspectionQueryRow>[] {
  return [
    { header: { en: 'Equipment Number', fr: 'Numéro d’équipement' }, value: (row) => row.equipmentNumber },
    {
      header: { en: 'Vehicle Type', fr: 'Type de véhicule' },
      value: (row, language) => valueLabel('parentType', row.vehicleParentType, language),
    },
    { header: { en: 'Vehicle', fr: 'Véhicule' }, value: (row) => row.vehicleType },
    { header: { en: 'Manufacture Year', fr: 'Année de fabrication' }, value: (row) => row.inspection.manufactureYear },
    { header: { en: 'Inspection Month', fr: 'Mois d’inspection' }, value: (row) => row.inspection.inspectionMonth },
    {
      header: { en: 'Inspection Expiry Date', fr: 'Date d’expiration de l’inspection' },
      value: (row) => row.inspection.inspectionExpiryDate,
    },
    {
      header: { en: 'Status', fr: 'Statut' },
      value: (row, language) =>
        statusLabels[language][inspectionExpiryStatus(row.inspection.inspectionExpiryDate, today)],
    },
  ];
}

/** The inspections the list shows for the same search, in its order, as a streamed CSV download. */
export function exportFireInspections(
  context: AppContext,
  reply: FastifyReply,
  sort: FireInspectionSort,
  language: ReaderLanguage,
) {
  const order = inspectionOrder(sort);
  const today = context.clock.today();
  return sendCsv(reply, {
    fileName: csvFileName('fire-extinguisher-inspections', today),
    columns: fireInspectionCsvColumns(today),
    language,
    logger: reply.log,
    read: (previous, limit) =>
      listFireInspectionsAfter(
        context.db,
        order,
        sort.search,
        previous ? { sortKey: previous.sortKey, id: previous.inspection.id } : undefined,
        limit,
      ),
  });
}
