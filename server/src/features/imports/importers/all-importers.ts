import type { ImportKind } from '@fleet-ops/shared';
import { driverImporter } from './drivers.js';
import type { Importer } from './importer.js';
import { meterReadingImporter } from './meter-readings.js';
import { rateImporter } from './rates.js';
import { fireExtinguisherImporter, firstAidKitImporter } from './safety.js';
import { vehicleImporter } from './vehicles.js';

export type { Importer, PreparedRow } from './importer.js';

export const importers: Record<ImportKind, Importer<unknown>> = {
  vehicles: vehicleImporter,
  drivers: driverImporter,
  rates: rateImporter,
  fire_extinguishers: fireExtinguisherImporter,
  first_aid_kits: firstAidKitImporter,
  meter_readings: meterReadingImporter,
};
