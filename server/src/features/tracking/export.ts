import type { FastifyReply } from 'fastify';
import { dayCodeNames, weekDates, type TrackingFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { listTrackingsAfter, type TrackingQueryRow } from './queries.js';
import { listOrder, openFilteredWeek, toTrackingRow } from './service.js';

const dayLabels: Record<string, string> = {
  in_town: 'In Town',
  out_of_town: 'Out of Town',
  spare: 'Spare',
  no_charge: 'No Charge',
};

const rateTypeLabels = {
  full_day_rate: 'Full Day Rate',
  shared_day_rate: 'Shared Day Rate',
  custom_rate: 'Custom Rate',
};

function dayLabel(code: unknown): string {
  const name = dayCodeNames[code as keyof typeof dayCodeNames];
  return name ? dayLabels[name]! : '';
}

const money = (amount: number) => amount.toFixed(2);

/** The CSV's columns for one week: the row's details, one column per day (its date), then the amount. */
export function trackingCsvColumns(start: string): CsvColumn<TrackingQueryRow>[] {
  const row = (query: TrackingQueryRow) => toTrackingRow(query);
  return [
    { header: 'Driver Name', value: (query) => query.driverName ?? '' },
    { header: 'Equipment No', value: (query) => query.vehicle.equipmentNumber },
    { header: 'Ownership Type', value: (query) => query.vehicle.ownershipType },
    { header: 'Location', value: (query) => query.vehicle.location },
    { header: 'VIN No', value: (query) => query.vehicle.vinNo },
    { header: 'License Plate No', value: (query) => query.vehicle.licensePlateNo },
    { header: 'Rate Type', value: (query) => rateTypeLabels[query.tracking.rateType] },
    { header: 'DR', value: (query) => money(row(query).rate) },
    { header: 'Vehicle', value: (query) => query.vehicle.vehicleType },
    { header: 'Vehicle Type', value: (query) => query.vehicle.vehicleParentType },
    { header: 'Appointment/Cleaning', value: (query) => query.cleaningAppt },
    { header: 'Comments', value: (query) => query.tracking.comment },
    ...weekDates(start).map((date) => ({
      header: date,
      value: (query: TrackingQueryRow) => dayLabel(query.tracking.weekRecord[date]),
    })),
    { header: 'Amount', value: (query) => money(row(query).total_billing) },
    { header: 'Status', value: (query) => (query.tracking.enabled ? 'Enabled' : 'Disabled') },
  ];
}

/** The week's rows the list shows for the same filters and sort, as a streamed CSV download. */
export async function exportTrackings(context: AppContext, reply: FastifyReply, filter: TrackingFilter) {
  const week = await openFilteredWeek(context, filter);
  const order = listOrder(filter);
  return sendCsv(reply, {
    fileName: csvFileName(`tracking-${week.weekStart}`, context.clock.today()),
    columns: trackingCsvColumns(week.weekStart),
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
