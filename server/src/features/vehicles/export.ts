import { valueLabel } from '@fleet-ops/shared';
import type { FastifyReply } from 'fastify';
import type { VehicleFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, csvYesNo, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listVehiclesAfter } from './list-queries.js';
import { currentSlotDrivers, type SlotDriver, type VehicleRow } from './queries.js';

type ExportRow = { vehicle: VehicleRow; sortKey: string; drivers: string };

/** The list's columns, headed in English or French as the Vehicles screen writes them. */
export const vehicleCsvColumns: CsvColumn<ExportRow>[] = [
  { header: { en: 'Equipment Number', fr: 'Numéro d’équipement' }, value: (row) => row.vehicle.equipmentNumber },
  {
    header: { en: 'Vehicle Type', fr: 'Type de véhicule' },
    value: (row, language) => valueLabel('parentType', row.vehicle.vehicleParentType, language),
  },
  { header: { en: 'Vehicle', fr: 'Véhicule' }, value: (row) => row.vehicle.vehicleType },
  { header: { en: 'License Plate No', fr: 'N° de plaque' }, value: (row) => row.vehicle.licensePlateNo },
  { header: { en: 'VIN No', fr: 'NIV' }, value: (row) => row.vehicle.vinNo },
  { header: { en: 'Ownership', fr: 'Propriété' }, value: (row) => row.vehicle.ownershipType },
  { header: { en: 'Location', fr: 'Emplacement' }, value: (row) => row.vehicle.locationOther ?? row.vehicle.location },
  { header: { en: 'ABG/MVA Stickers', fr: 'Vignettes ABG/MVA' }, value: (row) => row.vehicle.abgMvaStickers },
  { header: { en: 'Insurance Expiry', fr: 'Expiration de l’assurance' }, value: (row) => row.vehicle.insuranceExpiry },
  {
    header: { en: 'Registration Expiry', fr: 'Expiration de l’immatriculation' },
    value: (row) => row.vehicle.regExpiry,
  },
  { header: { en: 'Inspection Status', fr: 'État de l’inspection' }, value: (row) => row.vehicle.inspectionStatus },
  { header: { en: 'Inspection Date', fr: 'Date d’inspection' }, value: (row) => row.vehicle.inspectionDate },
  { header: { en: 'Battery Expiry', fr: 'Expiration de la batterie' }, value: (row) => row.vehicle.batteryExpiry },
  { header: { en: 'Tire Expiry', fr: 'Expiration des pneus' }, value: (row) => row.vehicle.tireExpiry },
  { header: { en: 'Drivers', fr: 'Chauffeurs' }, value: (row) => row.drivers },
  { header: { en: 'PPE No', fr: 'N° d’EPI' }, value: (row) => row.vehicle.ppeNo },
  { header: { en: 'Last Odometer', fr: 'Dernier odomètre' }, value: (row) => row.vehicle.lastOdmRead },
  { header: 'Radio', value: (row, language) => csvYesNo(row.vehicle.radio, language) },
  { header: 'Mine', value: (row, language) => csvYesNo(row.vehicle.mine, language) },
  { header: { en: 'Status', fr: 'Statut' }, value: (row) => row.vehicle.status },
  { header: { en: 'Enabled', fr: 'Activé' }, value: (row, language) => csvYesNo(row.vehicle.enabled, language) },
  { header: { en: 'Comments', fr: 'Commentaires' }, value: (row) => row.vehicle.comments },
];

function driverNames(slots: Map<number, SlotDriver> | undefined): string {
  return [1, 2, 3]
    .map((slot) => slots?.get(slot)?.driverName)
    .filter(Boolean)
    .join(', ');
}

/** The vehicles the list shows for the same filters and sort, as a streamed CSV download. */
export function exportVehicles(
  context: AppContext,
  reply: FastifyReply,
  filter: VehicleFilter,
  language: ReaderLanguage,
) {
  const now = context.clock.now();
  const today = context.clock.today();
  return sendCsv(reply, {
    fileName: csvFileName('vehicles', today),
    columns: vehicleCsvColumns,
    language,
    logger: reply.log,
    read: async (previous, limit) => {
      const rows = await listVehiclesAfter(
        context.db,
        filter,
        previous ? { sortKey: previous.sortKey, id: previous.vehicle.id } : undefined,
        limit,
        now,
        today,
      );
      const slots = await currentSlotDrivers(
        context.db,
        rows.map((row) => row.vehicle.id),
        now,
      );
      return rows.map((row) => ({ ...row, drivers: driverNames(slots.get(row.vehicle.id)) }));
    },
  });
}
