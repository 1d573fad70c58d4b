import type { TrackingListResponse, TrackingRow } from '@fleet-ops/shared';

export const fixtureDays = [
  '2026-11-15',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
];

/** A tracking row as the API sends one. */
export function aTrackingRow(overrides: Partial<TrackingRow> = {}): TrackingRow {
  return {
    id: 11,
    tracking_id: 11,
    slot: 1,
    driver_id: 7,
    driver_name: 'Ann Tremblay',
    vehicles_id: 3,
    equipment_number: 'E-44',
    ownership_type: 'own',
    location: 'ZV',
    VIN_no: '1FTFW1E50PFA00044',
    license_plate_no: 'ABC123',
    start_date: '2026-11-15',
    rate: 150,
    rate_type: 'full_day_rate',
    full_day_rate: 150,
    shared_day_rate: 75.5,
    vehicle_type: 'Ford F-150',
    vehicle_parent_type: 'Light Duty Truck',
    has_radio: true,
    mine: 'yes',
    cleaning_appt: '2026-11-17 09:15',
    comment: null,
    week_record: Object.fromEntries(fixtureDays.map((date) => [date, 0])),
    total_billing: 0,
    enabled: true,
    color: '#ffffff',
    version: 1,
    ...overrides,
  };
}

export function aWeek(rows: TrackingRow[], weekTotal: number): TrackingListResponse {
  return {
    data: rows,
    message: 'OK',
    total: rows.length,
    per_page: 50,
    current_page: 1,
    last_page: 1,
    start_date: fixtureDays[0]!,
    end_date: fixtureDays[6]!,
    days: fixtureDays,
    week_total: weekTotal,
  };
}
