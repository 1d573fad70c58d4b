import type { AssignedVehicle, Driver } from '@fleet-ops/shared';

/** A driver as the API sends one. */
export function aDriver(overrides: Partial<Driver> = {}): Driver {
  return {
    id: 7,
    user_id: 17,
    name: 'Ann Tremblay',
    drive_in_pit: true,
    location_id: 1,
    location_name: 'Mine Engineering',
    rotation: '14/14',
    pit_permit: 'yes',
    supervisor: 'Sue Pervisor',
    phone_number: '+1 709 555 0144',
    license_no: 'NL-0001',
    expiry_date: '2028-12-31',
    expiry_status: 'ok',
    driver_email: 'ann@example.com',
    enabled: true,
    archived: false,
    assigned_vehicle_id: null,
    color: '#ffffff',
    created_at: '2026-01-01 08:00:00',
    updated_at: '2026-01-01 08:00:00',
    ...overrides,
  };
}

export function anAssignment(overrides: Partial<AssignedVehicle> = {}): AssignedVehicle {
  return {
    assignment_id: 1,
    vehicle_id: 3,
    equipment_number: 'E-44',
    vehicle_type: 'Ford F-150',
    vehicle_parent_type: 'Light Duty Truck',
    VIN_no: '1FTFW1E50PFA00044',
    license_plate_no: 'ABC123',
    driver_id: 7,
    driver_name: 'Ann Tremblay',
    driver_number: 'd1',
    assigned_from_date: '2026-01-01 00:00:00',
    assigned_to_date: null,
    note: null,
    note_for: null,
    is_future: false,
    ...overrides,
  };
}

export const locations = [
  { id: 1, name: 'Mine Engineering' },
  { id: 2, name: 'Colby Building' },
];
