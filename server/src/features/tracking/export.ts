import type { FastifyReply } from 'fastify';
import { dayCodeNames, type TrackingFilter, valueLabel, weekDates } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listTrackingsAfter, type TrackingQueryRow } from './queries.js';
import { listOrder, openFilteredWeek, toTrackingRow } from './service.js';

const dayLabels: Record<ReaderLanguage, Record<string, string>> = {
  en: { in_town: 'In Town', out_of_town: 'Out of Town', spare: 'Spare', no_charge: 'No Charge' },
  fr: { in_town: 'En ville', out_of_town: 'Hors ville', spare: 'Réserve', no_charge: 'Sans frais' },
};

const rateTypeLabels = {
  en: { full_day_rate: 'Full Day Rate', shared_day_rate: 'Shared Day Rate', custom_rate: 'Custom Rate' },
  fr: {
    full_day_rate: 'Tarif journée complète',
    shared_day_rate: 'Tarif journée partagée',
    custom_rate: 'Tarif personnalisé',
  },
};

const statusLabels: Record<ReaderLanguage, readonly [enabled: string, disabled: string]> = {
  en: ['Enabled', 'Disabled'],
  fr: ['Activé', 'Désactivé'],
};

function dayLabel(code: unknown, language: ReaderLanguage): string {
  const name = dayCodeNames[code as keyof typeof dayCodeNames];
  return name ? dayLabels[language][name]! : '';
}

const money = (amount: number) => amount.toFixed(2);

/** The CSV's columns for one week: the row's details, one column per day (its date), then the amount. */
export function trackingCsvColumns(start: string): CsvColumn<TrackingQueryRow>[] {
  const row = (query: TrackingQueryRow) => toTrackingRow(query);
  return [
    { header: { en: 'Driver Name', fr: 'Chauffeur' }, value: (query) => query.driverName ?? '' },
    { header: { en: 'Equipment No', fr: 'N° d’équipement' }, value: (query) => query.vehicle.equipmentNumber },
    { header: { en: 'Ownership Type', fr: 'Propriété' }, value: (query) => query.vehicle.ownershipType },
    { header: { en: 'Location', fr: 'Emplacement' }, value: (query) => query.vehicle.location },
    { header: { en: 'VIN No', fr: 'NIV' }, value: (query) => query.vehicle.vinNo },
    { header: { en: 'License Plate No', fr: 'N° de plaque' }, value: (query) => query.vehicle.licensePlateNo },
    {
      header: { en: 'Rate Type', fr: 'Type de tarif' },
      value: (query, language) => rateTypeLabels[language][query.tracking.rateType],
    },
    { header: { en: 'DR', fr: 'TJ' }, value: (query) => money(row(query).rate) },
    { header: { en: 'Vehicle', fr: 'Véhicule' }, value: (query) => query.vehicle.vehicleType },
    {
      header: { en: 'Vehicle Type', fr: 'Type de véhicule' },
      value: (query, language) => valueLabel('parentType', query.vehicle.vehicleParentType, language),
    },
    { header: { en: 'Appointment/Cleaning', fr: 'Rendez-vous/Nettoyage' }, value: (query) => query.cleaningAppt },
    { header: { en: 'Comments', fr: 'Commentaires' }, value: (query) => query.tracking.comment },
    ...weekDates(start).map((date) => ({
      header: date,
      value: (query: TrackingQueryRow, language: ReaderLanguage) => dayLabel(query.tracking.weekRecord[date], language),
    })),
    { header: { en: 'Amount', fr: 'Montant' }, value: (query) => money(row(query).total_billing) },
    {
      header: { en: 'Status', fr: 'Statut' },
      value: (query, language) => statusLabels[language][query.tracking.enabled ? 0 : 1],
    },
  ];
}

/** The week's rows the list shows for the same filters and sort, as a streamed CSV download. */
export async function exportTrackings(
  context: AppContext,
  reply: FastifyReply,
  filter: TrackingFilter,
  language: ReaderLanguage,
) {
  const week = await openFilteredWeek(context, filter);
  const order = listOrder(filter);
  return sendCsv(reply, {
    fileName: csvFileName(`tracking-${week.weekStart}`, context.clock.today()),
    columns: trackingCsvColumns(week.weekStart),
    language,
    logger: reply.log,
    read: (previous, limit) =>
      listTrackingsAfter(
        context.db,
        week,
        order,
        previous ? { sortKey: previous.sortKey, id: previous.tracking.id } : undefined,
        limit,
      ),
  });
}
