import { vehicleEquipmentItems, vehicleImageKeys, type Vehicle, type VehicleFiles } from '@fleet-ops/shared';

export const noVehicleFiles = Object.fromEntries(vehicleImageKeys.map((key) => [key, null])) as VehicleFiles;

const noEquipment = Object.fromEntries(vehicleEquipmentItems.map((item) => [item, false])) as Record<
  (typeof vehicleEquipmentItems)[number],
  boolean
>;

/** A vehicle as `GET api/vehicles/{id}` answers it: owned, no drivers, no files. */
export function aVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 42,
    equipment_number: 'T-100',
    vehicle_parent_type: 'Light Duty Truck',
    vehicle_type: 'Ford F-150',
    license_plate_no: 'NL100',
    VIN_no: '1FTFW1E50PFA00100',
    ownership_type: 'own',
    abg_mva_stickers: null,
    abg_mva_sticker_status: null,
    insurance_expiry: null,
    reg_expiry: null,
    inspection_status: 'pending',
    inspection_date: null,
    battery_expiry: '2027-03-01',
    tire_expiry: '2027-04-01',
    has_radio: false,
    mine: 'yes',
    enabled: true,
    status: 'active',
    color: '#ffffff',
    location: 'ZV',
    location_other: null,
    location_name: 'ZV',
    ppe_no: 'PPE-1',
    last_odm_read: 12000,
    expiry: {
      abg_mva_stickers: null,
      insurance_expiry: null,
      reg_expiry: null,
      inspection_date: null,
      battery_expiry: 'ok',
      tire_expiry: 'ok',
    },
    driver_1_id: null,
    driver_2_id: null,
    driver_3_id: null,
    driver_1_name: null,
    driver_2_name: null,
    driver_3_name: null,
    note_1: null,
    note_2: null,
    note_3: null,
    assigned_from_date_1: null,
    assigned_from_date_2: null,
    assigned_from_date_3: null,
    assigned_to_date_1: null,
    assigned_to_date_2: null,
    assigned_to_date_3: null,
    rental_start_date: null,
    rental_return_date: null,
    inspector_name: null,
    inspection_file: null,
    comments: null,
    ...noEquipment,
    equipment_items: noEquipment,
    extra_checklist_items: false,
    vehicle_files: noVehicleFiles,
    created_at: '2026-11-18 09:00:00',
    updated_at: '2026-11-18 09:00:00',
    ...overrides,
  };
}
