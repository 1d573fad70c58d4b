import {
  vehicleEquipmentItems,
  vehicleImageKeys,
  type DriverOptionWithStatus,
  type Vehicle,
  type VehicleFiles,
  type VehicleListRow,
} from '@fleet-ops/shared';

/** A vehicle's files: none yet. */
export const noVehicleFiles = Object.fromEntries(vehicleImageKeys.map((key) => [key, null])) as VehicleFiles;

const noEquipment = Object.fromEntries(
  vehicleEquipmentItems.map((item) => [item, false]),
) as Vehicle['equipment_items'];

/** A row of the vehicle list as the API sends one: no drivers, nothing expiring. */
export function aVehicleRow(overrides: Partial<VehicleListRow> = {}): VehicleListRow {
  return {
    id: 3,
    equipment_number: 'E-44',
    vehicle_parent_type: 'Light Duty Truck',
    vehicle_type: 'Ford F-150',
    license_plate_no: 'ABC123',
    VIN_no: '1FTFW1E50PFA00044',
    ownership_type: 'own',
    abg_mva_stickers: '2027-05-01',
    insurance_expiry: '2027-06-01',
    reg_expiry: '2027-07-01',
    inspection_status: 'pending',
    inspection_date: null,
    battery_expiry: '2028-01-01',
    tire_expiry: '2028-01-01',
    has_radio: true,
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
      abg_mva_stickers: 'ok',
      insurance_expiry: 'ok',
      reg_expiry: 'ok',
      inspection_date: null,
      battery_expiry: 'ok',
      tire_expiry: 'ok',
    },
    out_of_service: false,
    out_of_service_since: null,
    inspection_state: 'expired',
    inspection_valid_until: null,
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
    ...overrides,
  };
}

/** A vehicle as `GET api/vehicles/{id}` and the calls that change one answer it: the row, no equipment, no files. */
export function aVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    ...aVehicleRow(),
    ...noEquipment,
    abg_mva_sticker_status: null,
    rental_start_date: null,
    rental_return_date: null,
    inspector_name: null,
    inspection_file: null,
    comments: null,
    equipment_items: noEquipment,
    extra_checklist_items: false,
    vehicle_files: noVehicleFiles,
    gross_weight_kg: null,
    has_odometer: true,
    has_hour_meter: false,
    last_hour_read: 0,
    disposed_on: null,
    disposal_reason: null,
    created_at: '2026-01-01 08:00:00',
    updated_at: '2026-01-01 08:00:00',
    ...overrides,
  };
}

/** One page of the list, as `GET api/vehicles/{type}` answers. */
export function vehiclePage(rows: VehicleListRow[], paging: { current_page?: number; last_page?: number } = {}) {
  return {
    data: rows,
    message: 'OK',
    total: rows.length,
    per_page: 50,
    current_page: paging.current_page ?? 1,
    last_page: paging.last_page ?? 1,
  };
}

export const driverOptions: DriverOptionWithStatus[] = [
  { id: 7, name: 'Ann Tremblay', license_no: 'NL-0001', enabled: true },
  { id: 8, name: 'Bob Gagnon', license_no: 'NL-0002', enabled: true },
  { id: 9, name: 'Cleo Disabled', license_no: 'NL-0003', enabled: false },
];
