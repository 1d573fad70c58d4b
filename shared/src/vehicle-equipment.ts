/* Zod-free, so the driver's first screen can name the items without the schemas (issue 20). */

/** Spec 02 section 2: the equipment items, in form order; each is a boolean on the vehicle. */
export const vehicleEquipmentItems = [
  'buggy_whip',
  'amber_light',
  'back_up_alarm',
  'radio',
  'first_aid_kit',
  'cones',
  'wheel_chock',
  'fire_extinguisher',
  'snow_brush',
  'extension_cord',
  'spill_kit',
  'stripping_color',
  'vehicle_num_on_3_sides',
] as const;
export type VehicleEquipmentItem = (typeof vehicleEquipmentItems)[number];
