import type { FastifyReply } from 'fastify';
import type { ServiceTaskAppliesTo } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { chosenEquipmentNumbers, listServiceTasksAfter, type ServiceTaskRow } from './task-queries.js';

type ExportedTask = ServiceTaskRow & { chosen: string[] };

const appliesToWords: Record<ReaderLanguage, Record<ServiceTaskAppliesTo, string>> = {
  en: { all: 'All vehicles', parent_type: 'Vehicle type', vehicles: 'Chosen vehicles' },
  fr: { all: 'Tous les véhicules', parent_type: 'Type de véhicule', vehicles: 'Véhicules choisis' },
};

const columns: CsvColumn<ExportedTask>[] = [
  { header: 'ID', value: (task) => task.id },
  { header: { en: 'Name', fr: 'Nom' }, value: (task) => task.name },
  { header: { en: 'Every (days)', fr: 'Tous les (jours)' }, value: (task) => task.intervalDays },
  { header: { en: 'Every (months)', fr: 'Tous les (mois)' }, value: (task) => task.intervalMonths },
  { header: { en: 'Every (km)', fr: 'Tous les (km)' }, value: (task) => task.intervalKm },
  { header: { en: 'Due Soon (days)', fr: 'Bientôt dû (jours)' }, value: (task) => task.dueSoonDays },
  { header: { en: 'Due Soon (km)', fr: 'Bientôt dû (km)' }, value: (task) => task.dueSoonKm },
  {
    header: { en: 'Applies To', fr: 'S’applique à' },
    value: (task, language) => appliesToWords[language][task.appliesTo],
  },
  { header: { en: 'Vehicle Type', fr: 'Type de véhicule' }, value: (task) => task.vehicleParentType },
  { header: { en: 'Chosen Vehicles', fr: 'Véhicules choisis' }, value: (task) => task.chosen.join(', ') },
];

/** The tasks the list shows for the same search, by name, as a streamed CSV download. */
export function exportServiceTasks(
  context: AppContext,
  reply: FastifyReply,
  search: string | undefined,
  language: ReaderLanguage,
) {
  return sendCsv(reply, {
    fileName: csvFileName('service-tasks', context.clock.today()),
    columns,
    language,
    logger: reply.log,
    read: async (previous, limit) => {
      const rows = await listServiceTasksAfter(context.db, search, previous, limit);
      const chosen = await chosenEquipmentNumbers(
        context.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, chosen: chosen.get(row.id) ?? [] }));
    },
  });
}
