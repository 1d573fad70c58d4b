import { z } from 'zod';

/** The vehicle parent types of spec 02 (the Rates screen holds one row for each). */
export const vehicleParentTypes = [
  'SUV',
  'Light Duty Truck',
  'Heavy Duty Truck',
  'Sept Iles - F250',
  'Sept Iles - F125',
  'Sept Iles - SUV',
] as const;

/** SUVs show a car icon in tracking; every other parent type a truck. */
export const carParentTypes: readonly string[] = ['SUV', 'Sept Iles - SUV'];

/** `api/vehicles/equipment_numbers` and `equipment/with-types`: what the equipment choosers list. */
export const equipmentNumberEntry = z.object({
  id: z.number().int(),
  equipment_number: z.string(),
  vehicle_type: z.string(),
  vehicle_parent_type: z.string(),
  VIN_no: z.string(),
  /**
   * Issue 37: whether it has an hour meter (the service task form asks engine hours then). Beyond
   * the spec's fields, so a reader that does not send it (an older server) means none.
   */
  has_hour_meter: z.boolean().default(false),
});
export type EquipmentNumberEntry = z.infer<typeof equipmentNumberEntry>;

export const vehicleIdEntry = z.object({ id: z.number().int(), equipment_number: z.string() });

export const vehicleTypeEntry = z.object({ id: z.number().int(), vehicle_parent_type: z.string() });
