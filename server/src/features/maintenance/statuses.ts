import type { FastifyReply } from 'fastify';
import { maintenanceStatusLabels, type MaintenanceFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { pageOf, type PageRequest } from '../../lib/pagination.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import {
  countMaintenanceRows,
  selectMaintenanceRows,
  withoutKeys,
  type KeyedMaintenanceRow,
  type MaintenanceStatusQuery,
} from './status-queries.js';

/** The list's filters, on the business day. */
function statusQuery(context: AppContext, filter: MaintenanceFilter): MaintenanceStatusQuery {
  return {
    today: context.clock.today(),
    timeZone: context.clock.timeZone,
    status: filter.status,
    vehicleId: filter.vehicle_id,
    vehicleParentType: filter.vehicle_parent_type,
    serviceTaskId: filter.service_task_id,
  };
}

/** `GET api/maintenance`: overdue first, then due soon, then ok. */
export async function listMaintenancePage(context: AppContext, filter: MaintenanceFilter, request: PageRequest) {
  const query = statusQuery(context, filter);
  const [rows, total] = await Promise.all([
    selectMaintenanceRows(context.db, query, { limit: request.limit, offset: request.offset }),
    countMaintenanceRows(context.db, query),
  ]);
  return pageOf(rows.map(withoutKeys), total, request);
}

const columns: CsvColumn<KeyedMaintenanceRow>[] = [
  { header: { en: 'Equipment Number', fr: 'Numéro d’équipement' }, value: (row) => row.equipment_number },
  { header: { en: 'Vehicle Type', fr: 'Type de véhicule' }, value: (row) => row.vehicle_parent_type },
  { header: { en: 'Service Task', fr: 'Tâche d’entretien' }, value: (row) => row.task_name },
  { header: { en: 'Status', fr: 'Statut' }, value: (row, language) => maintenanceStatusLabels[language][row.status] },
  { header: { en: 'Last Done', fr: 'Dernière fois' }, value: (row) => row.last_done_on },
  { header: { en: 'Last Done Odometer', fr: 'Odomètre à la dernière fois' }, value: (row) => row.last_done_odometer },
  { header: { en: 'Next Due', fr: 'Prochaine échéance' }, value: (row) => row.next_due_on },
  {
    header: { en: 'Next Due Odometer', fr: 'Odomètre de la prochaine échéance' },
    value: (row) => row.next_due_odometer,
  },
  { header: { en: 'Current Odometer', fr: 'Odomètre actuel' }, value: (row) => row.current_odometer },
  { header: { en: 'Days Left', fr: 'Jours restants' }, value: (row) => row.days_left },
  { header: { en: 'Km Left', fr: 'Km restants' }, value: (row) => row.km_left },
];

/** The rows the list shows for the same filters, in its order, as a streamed CSV download. */
export function exportMaintenance(
  context: AppContext,
  reply: FastifyReply,
  filter: MaintenanceFilter,
  language: ReaderLanguage,
) {
  const query = statusQuery(context, filter);
  return sendCsv(reply, {
    fileName: csvFileName('maintenance', query.today),
    columns,
    language,
    logger: reply.log,
    read: (previous, limit) => selectMaintenanceRows(context.db, query, { after: previous, limit }),
  });
}
