import type { FastifyReply } from 'fastify';
import { checklistItemLabel, checklistItemLabelsFr, type DefectFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { listDefectsAfter, type DefectQueryRow } from './queries.js';
import { defectVehicles } from './service.js';

/** The checklist item as the reader's checklist names it. */
function itemLabel(item: string, language: ReaderLanguage): string {
  return (language === 'fr' ? checklistItemLabelsFr[item] : undefined) ?? checklistItemLabel(item);
}

function columns(context: AppContext): CsvColumn<DefectQueryRow>[] {
  const time = (value: Date | null) => (value ? context.clock.formatDateTime(value) : '');
  return [
    { header: 'ID', value: (row) => row.defect.id },
    { header: { en: 'Equipment Number', fr: 'Numéro d’équipement' }, value: (row) => row.equipmentNumber },
    { header: { en: 'Item', fr: 'Élément' }, value: (row, language) => itemLabel(row.defect.item, language) },
    { header: { en: 'Severity', fr: 'Classe' }, value: (row) => row.defect.severity },
    { header: { en: 'Status', fr: 'Statut' }, value: (row) => row.defect.status },
    { header: { en: 'Reported At', fr: 'Signalée le' }, value: (row) => time(row.defect.reportedAt) },
    { header: { en: 'Due At', fr: 'Échéance' }, value: (row) => time(row.defect.dueAt) },
    { header: { en: 'Occurrences', fr: 'Occurrences' }, value: (row) => Number(row.occurrences) },
    { header: { en: 'Repaired At', fr: 'Réparée le' }, value: (row) => time(row.defect.repairedAt) },
    { header: { en: 'Repair Notes', fr: 'Notes de réparation' }, value: (row) => row.defect.repairNotes },
    { header: { en: 'Repair Cost', fr: 'Coût de la réparation' }, value: (row) => row.defect.repairCost },
    { header: { en: 'Verified At', fr: 'Vérifiée le' }, value: (row) => time(row.defect.verifiedAt) },
    { header: { en: 'Close Reason', fr: 'Motif de fermeture' }, value: (row) => row.defect.closeReason },
  ];
}

/** The defects the list shows for the same filters, newest first, as a streamed CSV download. */
export async function exportDefects(
  context: AppContext,
  caller: CurrentUser,
  reply: FastifyReply,
  filter: DefectFilter,
  language: ReaderLanguage,
) {
  const scope = await defectVehicles(context, caller);
  const now = context.clock.now();
  return sendCsv(reply, {
    fileName: csvFileName('defects', context.clock.today()),
    columns: columns(context),
    language,
    logger: reply.log,
    read: (previous, limit) => listDefectsAfter(context.db, filter, scope, now, previous?.defect.id, limit),
  });
}
