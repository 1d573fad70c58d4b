import { maintenanceStatusLabels } from '../maintenance.js';
import { defineColumns, labelsByLanguage } from './column.js';
import { rowActionsColumn, equipmentNumberColumn, vehicleTypeColumn } from './common.js';

/** The Maintenance list's columns, one row per vehicle and service task (page `maintenance`). */
export const maintenanceColumns = defineColumns('maintenance', {
  equipment_number: equipmentNumberColumn,
  vehicle_parent_type: vehicleTypeColumn,
  task_name: { title: { en: 'Service Task', fr: 'Tâche d’entretien' }, type: 'text' },
  status: { title: { en: 'Status', fr: 'Statut' }, type: 'code', labels: labelsByLanguage(maintenanceStatusLabels) },
  last_done: { title: { en: 'Last Done', fr: 'Dernière fois' }, type: 'date' },
  next_due: { title: { en: 'Next Due', fr: 'Prochaine échéance' }, type: 'date' },
  current_odometer: { title: { en: 'Current Odometer', fr: 'Odomètre actuel' }, type: 'number' },
  actions: rowActionsColumn,
  last_done_odometer: {
    title: { en: 'Last Done Odometer', fr: 'Odomètre à la dernière fois' },
    type: 'number',
    fileOnly: true,
  },
  next_due_odometer: {
    title: { en: 'Next Due Odometer', fr: 'Odomètre de la prochaine échéance' },
    type: 'number',
    fileOnly: true,
  },
  days_left: { title: { en: 'Days Left', fr: 'Jours restants' }, type: 'number', fileOnly: true },
  km_left: { title: { en: 'Km Left', fr: 'Km restants' }, type: 'number', fileOnly: true },
  current_hours: {
    title: { en: 'Current Engine Hours', fr: 'Heures moteur actuelles' },
    type: 'number',
    fileOnly: true,
  },
  last_done_hours: {
    title: { en: 'Last Done Engine Hours', fr: 'Heures moteur à la dernière fois' },
    type: 'number',
    fileOnly: true,
  },
  next_due_hours: {
    title: { en: 'Next Due Engine Hours', fr: 'Heures moteur de la prochaine échéance' },
    type: 'number',
    fileOnly: true,
  },
  hours_left: { title: { en: 'Hours Left', fr: 'Heures restantes' }, type: 'number', fileOnly: true },
});

/**
 * The Service Tasks list's columns (page `service_tasks`). The screen writes a task's interval
 * and warning in one cell each ("6 months or 10,000 km"); a file gives each measure its column.
 */
export const serviceTaskColumns = defineColumns('service_tasks', {
  name: { title: { en: 'Name', fr: 'Nom' }, type: 'text' },
  interval: { title: { en: 'Every', fr: 'Tous les' }, type: 'text' },
  due_soon: { title: { en: 'Due soon within', fr: 'Bientôt due dans' }, type: 'text' },
  applies_to: {
    title: { en: 'Applies to', fr: 'S’applique à' },
    type: 'code',
    labels: {
      all: { en: 'All vehicles', fr: 'Tous les véhicules' },
      parent_type: { en: 'Vehicle type', fr: 'Type de véhicule' },
      vehicles: { en: 'Chosen vehicles', fr: 'Véhicules choisis' },
    },
  },
  actions: rowActionsColumn,
  id: { title: { en: 'No.', fr: 'N°' }, type: 'number', fileOnly: true },
  interval_days: { title: { en: 'Every (days)', fr: 'Tous les (jours)' }, type: 'number', fileOnly: true },
  interval_months: { title: { en: 'Every (months)', fr: 'Tous les (mois)' }, type: 'number', fileOnly: true },
  interval_km: { title: { en: 'Every (km)', fr: 'Tous les (km)' }, type: 'number', fileOnly: true },
  interval_hours: {
    title: { en: 'Every (engine hours)', fr: 'Toutes les (heures moteur)' },
    type: 'number',
    fileOnly: true,
  },
  due_soon_days: { title: { en: 'Due Soon (days)', fr: 'Bientôt due (jours)' }, type: 'number', fileOnly: true },
  due_soon_km: { title: { en: 'Due Soon (km)', fr: 'Bientôt due (km)' }, type: 'number', fileOnly: true },
  due_soon_hours: {
    title: { en: 'Due Soon (engine hours)', fr: 'Bientôt due (heures moteur)' },
    type: 'number',
    fileOnly: true,
  },
  vehicle_parent_type: { ...vehicleTypeColumn, fileOnly: true },
  chosen_vehicles: { title: { en: 'Chosen Vehicles', fr: 'Véhicules choisis' }, type: 'text', fileOnly: true },
});
