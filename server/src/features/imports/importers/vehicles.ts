import { vehicleFormSchema, type VehicleFormValues } from '@fleet-ops/shared';
import { changeVehicle, createVehicle } from '../../vehicles/index.js';
import { vehicleIdsByEquipmentNumber } from '../lookup-queries.js';
import { preparedRow, type Importer } from './importer.js';

/** Vehicles, matched on the equipment number, checked with the add / edit vehicle form's schema. */
export const vehicleImporter: Importer<VehicleFormValues> = {
  async prepare(context, rows) {
    const schema = vehicleFormSchema(context.clock.today());
    const existing = await vehicleIdsByEquipmentNumber(
      context.db,
      rows.map((values) => values.equipment_number ?? ''),
    );
    return rows.map((values) =>
      preparedRow(existing.get(values.equipment_number ?? '') ?? null, schema.safeParse(values)),
    );
  },
  async save(context, { existingId, input }, actorId) {
    if (existingId === null) await createVehicle(context, input, actorId);
    else await changeVehicle(context, existingId, input, actorId);
  },
};
