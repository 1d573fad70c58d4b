import { activityLogTexts } from '../activity-log.js';
import { defineColumns } from './column.js';
import { equipmentNumberColumn } from './common.js';

/** The log texts the server writes, stored in English, in each language. */
const logLabels = {
  [activityLogTexts.assigned]: { en: 'Assigned', fr: 'Affecté' },
  [activityLogTexts.temporary]: { en: 'Temporary', fr: 'Temporaire' },
  [activityLogTexts.replaced]: { en: 'Replaced', fr: 'Remplacé' },
  [activityLogTexts.unassigned]: { en: 'Unassigned', fr: 'Désaffecté' },
  [activityLogTexts.removedFuture]: { en: 'Removed (Future)', fr: 'Retiré (à venir)' },
};

/** The Vehicle Logs list's columns (screen, Column Options page `vehicle_logs`, CSV and XLSX). */
export const activityLogColumns = defineColumns('vehicle_logs', {
  equipment_number: equipmentNumberColumn,
  action_date: { title: { en: 'Action Date', fr: 'Date de l’action' }, type: 'datetime' },
  driver_name: { title: { en: 'Driver', fr: 'Chauffeur' }, type: 'text' },
  log: { title: { en: 'Log', fr: 'Action' }, type: 'code', labels: logLabels },
  assigned_from_date: { title: { en: 'Assigned From', fr: 'Affecté du' }, type: 'datetime' },
  assigned_to_date: { title: { en: 'Assigned To', fr: 'Affecté au' }, type: 'datetime' },
  note: { title: { en: 'Note', fr: 'Note' }, type: 'text' },
  actor_name: { title: { en: 'By', fr: 'Par' }, type: 'text' },
});
