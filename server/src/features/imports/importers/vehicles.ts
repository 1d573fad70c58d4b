import { vehicleFormSchema, vehicleLocations, type VehicleFormValues } from '@fleet-ops/shared';
import { changeVehicle, createVehicle } from '../../vehicles/index.js';
import { savedVehicleValues, vehicleIdsByEquipmentNumber } from '../lookup-queries.js';
import { preparedRow, type Importer, type RowValues } from './importer.js';

/**
 * The Vehicles export writes the place typed for Other in the Location column: without an Other
 * location column, a location that is no site code is that place.
 */
function withOtherLocation(values: RowValues): RowValues {
  const location = values.location ?? '';
  const isCode = vehicleLocations.some((code) => code.toLowerCase() === location.toLowerCase());
  if (location === '' || isCode || values.location_other !== undefined) return values;
  return { ...values, location: 'other', location_other: location };
}

/**
 * Vehicles, matched on the equipment number, checked with the add / edit vehicle form's schema.
 * A column the file leaves out that the export does not hold keeps the saved vehicle's value, so
 * the Vehicles export imports back unchanged.
 */
export const vehicleImporter: Importer<VehicleFormValues> = {
  async prepare(context, rows) {
    const schema = vehicleFormSchema(context.clock.today());
    const existing = await vehicleIdsByEquipmentNumber(
      context.db,
      rows.map((values) => values.equipment_number ?? ''),
    );
    const saved = await savedVehicleValues(context.db, [...existing.values()]);
    return rows.map((values) => {
      const id = existing.get(values.equipment_number ?? '') ?? null;
      const filled = { ...(id === null ? {} : saved.get(id)), ...withOtherLocation(values) };
      return preparedRow(id, schema.safeParse(filled));
    });
  },
  async save(context, { existingId, input }, actorId) {
    if (existingId === null) await createVehicle(context, input, actorId);
    else await changeVehicle(context, existingId, input, actorId);
  },
};
