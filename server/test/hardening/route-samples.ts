import { maintenanceComponents } from '@fleet-ops/shared';
import { allYes } from '../api/checklists/checklist-fixtures.js';
import { days, thisWeek } from '../api/tracking/test-support.js';
import { vehicleFormPayload } from '../api/vehicles/test-support.js';
import type { SeededFleet } from './seed.js';

/**
 * A valid request for each route that takes a body or a required query, so the bad-input suite
 * can spoil one field at a time while the others stay right: a refusal then tells about that
 * field. Each call makes fresh unique values (emails, numbers), since a sample may be stored.
 * Routes without a sample get one made from their schema.
 */
export type Sample = { body?: Record<string, unknown>; query?: Record<string, string> };

let counter = 0;

export function routeSample(key: string, fleet: SeededFleet): Sample | undefined {
  counter += 1;
  const unique = `${counter}-${Date.now() % 1_000_000}`;
  const { ids } = fleet;
  const person = { first_name: 'Ada', last_name: 'Lovelace', role: 'supervisor' };
  const driverDetails = {
    driver_name: `Hardening Driver ${unique}`,
    drive_in_pit: 'yes',
    location_id: fleet.locationId,
    rotation: '14/14',
    pit_permit: 'yes',
    supervisor: 'Sam Boss',
    phone_number: '+1 (709) 555-0100',
    license_no: `NL-H${unique}`,
    expiry_date: '2027-06-30',
    driver_email: `hardening.${unique}@fleet.test`,
  };
  const booking = {
    vehicle_no: fleet.vinNo,
    date_to_added: '2026-11-20',
    appointment_type: 'Cleaning',
    location_id: fleet.locationId,
    // A vehicle has one appointment per date and time: each sample books its own minute.
    time: `${String(6 + (Math.floor(counter / 60) % 12)).padStart(2, '0')}:${String(counter % 60).padStart(2, '0')}`,
    comments: 'Full interior wash',
  };
  const inspection = {
    vehicle_id: ids.vehicle,
    manufacture_year: 2021,
    inspection_month: '2026-05',
    inspection_expiry_date: '2027-05-31',
  };
  const kit = { vehicle_id: ids.vehicle, expiry_date: '2027-03', type: 'type_2' };
  const vehicle = { ...vehicleFormPayload(), last_odm_read: 12000 };
  const workOrder = {
    vehicle_id: ids.vehicle,
    title: 'Replace wipers',
    notes: 'Both sides',
    opened_on: '2026-11-10',
    due_on: '2026-11-20',
    lines: [{ kind: 'part', description: 'Wiper blades', quantity: 2, unit_cost: 14.5 }],
    service_task_ids: [],
    defect_ids: [],
  };
  // Issue 37: the seeded heavy vehicle's signed sheet, every component given, its brakes measured.
  // Its odometer becomes a reading: the vehicle's reading of the 18th (1,000 km) is the most it may be.
  const maintenanceSheet = {
    service_date: '2026-11-10',
    odometer: 1000,
    components: maintenanceComponents.map((component) => ({ component, result: 'conforming' })),
    brake_measurements: [{ axle: 1, left_mm: 12.5, right_mm: 12 }],
    mechanic_name: 'Hardening Mechanic',
    signature_typed_name: 'Hardening Mechanic',
  };
  // The seeded fill-up's day and reading, before the seeded checklist's day: never backwards, always accepted.
  const fill = { vehicle_id: ids.vehicle, date: '2026-11-02', litres: 40.5, cost: 61.25, odometer: 1000 };
  const serviceTask = {
    name: `Hardening task ${unique}`,
    interval_months: 6,
    interval_km: 8000,
    due_soon_days: 14,
    due_soon_km: 1000,
    applies_to: 'vehicles',
    vehicle_parent_type: null,
    vehicle_ids: [ids.vehicle],
  };
  const samples: Record<string, Sample> = {
    'POST /api/login': { body: { email: 'nobody@fleet.test', password: 'not the password' } },
    'GET /api/auth/oidc/start': { query: { return_to: '/vehicles' } },
    'GET /api/auth/oidc/callback': { query: { state: 'not-a-state', code: 'not-a-code' } },
    'POST /api/api_tokens': { body: { name: `Payroll export ${unique}`, scope: 'read', expires_in_days: 30 } },
    // A public address written as one, so the sample needs no name lookup.
    'POST /api/webhooks': {
      body: { name: `ERP ${unique}`, url: 'https://203.0.113.10/fleet-events', events: ['defect.opened'] },
    },
    'PUT /api/webhooks/:id': {
      body: {
        name: `ERP ${unique}`,
        url: 'https://203.0.113.10/fleet-events',
        events: ['defect.opened'],
        enabled: true,
      },
    },
    'POST /api/forget-password': { body: { email: 'nobody@fleet.test' } },
    'POST /api/reset-password': {
      body: { token: 'not-a-token', password: 'brand new password', confirm_password: 'brand new password' },
    },
    'POST /api/users': { body: { username: `user.${unique}@fleet.test`, password: 'long password', ...person } },
    'POST /users/add/': { body: { username: `user.${unique}@fleet.test`, password: 'long password', ...person } },
    'PUT /api/customization/:page': {
      body: {
        column_visibility: [
          { column: 'equipment_number', label: 'Equipment No.', visible: true },
          { column: 'date', label: 'Date', visible: false },
        ],
      },
    },
    'POST /api/week_trackings/days': { body: { start_date: thisWeek } },
    'POST /api/drivers': { body: { ...driverDetails, driver_password: 'driver password' } },
    'PUT /api/drivers/:id': { body: { ...driverDetails, driver_id: ids.otherDriver } },
    'POST /api/notify': { body: { drivers_id: ids.ownDriver, phone: '709 555 0142', comments: 'Call the office' } },
    'POST /api/checklist': {
      body: {
        equipment_number: fleet.equipmentNumber,
        vehicle_type: 'Ford Explorer',
        operator: 'Driver',
        driver_id: ids.ownDriver,
        date_to_added: '2026-11-18',
        odm_read: 1500,
        oil_life: 80,
        remarks: 'All good',
        checklist: allYes([]),
        // Issue 36: a failed item's defect by code; none here, every item passes.
        defects: [],
      },
    },
    'GET /api/vehicles/equipment_items': { query: { equipment_number: fleet.equipmentNumber } },
    'POST /api/vehicles/types': { body: { equipment_number: fleet.equipmentNumber } },
    'GET /api/assigned_drivers/upcoming': { query: { vehicle_id: String(ids.vehicle), driver_number: 'd1' } },
    'POST /api/vehicles': { body: vehicle },
    'PUT /api/vehicles/:id(^\\d+$)': { body: vehicle },
    'PUT /api/vehicles/status/:id': { body: { name: 'status' } },
    'POST /api/vehicles/color': { body: { color: '#ff8800', vehicle_id: ids.vehicle } },
    'POST /api/vehicles/qr_labels': { body: { ids: [ids.vehicle] } },
    'POST /api/vehicles/:id(^\\d+$)/assign_driver': {
      body: {
        drivers_id: [ids.ownDriver, 0, 0],
        note: 'Day shift',
        note_for: 'driver_1',
        assigned_from_date: null,
        assigned_to_date: null,
      },
    },
    'POST /api/appointments': { body: booking },
    'PUT /api/appointments/:id': { body: booking },
    'POST /api/appointments/:id/done': { body: { done_on: '2026-11-18', done_odometer: 1500 } },
    'POST /api/service_tasks': { body: serviceTask },
    'PUT /api/service_tasks/:id': { body: serviceTask },
    'POST /api/maintenance/completions': {
      body: {
        vehicle_id: ids.vehicle,
        service_task_id: ids.serviceTask,
        done_on: '2026-11-10',
        odometer: 900,
        notes: 'Oil',
      },
    },
    'POST /api/inspections': { body: inspection },
    'PUT /api/inspections/:id': { body: inspection },
    'POST /api/first_aid_kits': { body: kit },
    'PUT /api/first_aid_kits/:id': { body: kit },
    'PUT /api/trackings': {
      body: {
        VIN_no: fleet.vinNo,
        start_date: thisWeek,
        driver_id: ids.ownDriver,
        rate_type: 'custom_rate',
        rate: 87.45,
        week_record: days(thisWeek, [1, 3, 2, 0, 1, 3, 2]),
        comment: 'Night shift',
        cleaning_appt: 'Tuesday',
      },
    },
    'PUT /api/rates/:id': { body: { full_day_rate: 120.5, shared_day_rate: 60.25 } },
    'PUT /api/income': {
      body: {
        start_date: thisWeek,
        vehicles_id: ids.vehicle,
        revenue: 1500.5,
        expenses: { gas: 120.25, ins: 80, rental_cost: 900, maintenance: 45.1 },
      },
    },
    'POST /api/income/data': { body: { start_date: thisWeek, vehicles_id: ids.vehicle } },
    // Issue 36: a defect reported mid-shift (the seeded horn defect takes it as a new report).
    'POST /api/defects': { body: { vehicle_id: ids.vehicle, item: 'horn', note: 'Horn is weak' } },
    'POST /api/defects/:id/repair': { body: { repair_notes: 'Replaced the bulb', repair_cost: 12.5 } },
    'POST /api/defects/:id/close': { body: { reason: 'Could not reproduce' } },
    'PUT /api/checklist_items': { body: { items: [{ item: 'horn', severity: 'minor' }] } },
    'POST /api/work_orders': { body: workOrder },
    'PUT /api/work_orders/:id': { body: workOrder },
    'POST /api/work_orders/:id/status': { body: { status: 'in_progress' } },
    'PUT /api/work_orders/:id/maintenance_sheet': { body: maintenanceSheet },
    'POST /api/fuel_entries': { body: fill },
    'POST /api/inspection_forms': { body: inspectionForm(false) },
    'PUT /api/inspection_forms/:id': { body: inspectionForm(true) },
    'POST /api/inspection_forms/import': {
      body: { format: 'fleet-ops.inspection-form', format_version: 1, form: inspectionForm(false) },
    },
    'PUT /api/fuel_entries/:id': { body: fill },
    'POST /api/checklist/:id/amendments': { body: { reason: 'Wrong odometer', correction: 'It read 1550.' } },
    'POST /api/checklist/:id/countersign': {
      body: { statement_version: 'read-2026-11', signature_typed_name: 'Sam Driver' },
    },
    'PUT /api/site_settings': {
      body: {
        quick_check_seconds: 60,
        require_every_item: false,
        digest_time: '06:00',
        shift_starts: ['06:00', '18:00'],
      },
    },
    'PUT /api/me/daily_digest': { body: { daily_digest: false } },
    'PUT /api/retention_periods': { body: { checklist_months: 6, repair_months: 12, maintenance_months: 24 } },
    'POST /api/vehicles/:id/dispose': { body: { date: '2026-11-18', reason: 'Sold at auction' } },
    // A day with no records: the file is its summary alone, quick to make for every caller the suites try.
    'GET /api/vehicles/:id/inspector_file': { query: { from: '2025-01-06', to: '2025-01-06' } },
    'GET /api/inspector_file': { query: { from: '2025-01-06', to: '2025-01-06', vehicle_parent_type: 'SUV' } },
    'GET /api/renewals': { query: { kind: 'insurance', within_days: '30', overdue: 'false' } },
    'GET /api/renewals/:code(^[0-9a-fA-F]{6}$)/export': { query: { kind: 'insurance', within_days: '30' } },
    // Issue 37: one vehicle's meter history; a reading of the seeded vehicle (its odometer, unchanged).
    'GET /api/meter_readings/:code(^[0-9a-fA-F]{6}$)/export': { query: { vehicle_id: String(ids.vehicle) } },
    'POST /api/meter_readings': {
      body: { readings: [{ vehicle: ids.vehicle, meter: 'odometer', value: 1000, taken_at: '2026-11-01 08:00:00' }] },
    },
    'POST /api/meter_readings/:id/void': { body: { reason: 'Typo' } },
  };
  return samples[key] ?? reportSample(key);
}

/** A one-item form; the PUT sample keeps the default on the built-in Pre-OP form (id 1) it saves. */
function inspectionForm(isDefault: boolean) {
  const item = { key: 'fuel', label: 'Fuel', label_fr: 'Carburant', answer_kind: 'pass_fail', severity: 'minor' };
  return {
    name: 'Hardening form',
    name_fr: 'Formulaire de durcissement',
    kind: 'pre_trip',
    validity: 'calendar_day',
    is_default: isDefault,
    sections: [{ key: 'base_items', title: 'Base items', title_fr: 'Points de base', items: [item] }],
  };
}

/** Every report takes a date range, in the body (the report) or the query (its CSV export). */
function reportSample(key: string): Sample | undefined {
  const range = { start_date: '2026-11-01', end_date: '2026-11-30' };
  if (key.startsWith('POST /api/reports/')) return { body: range };
  if (
    /^GET \/api\/(cleaning|maintenance|inspection|reg_renewal|vehicle_types|pre_use_inspection|profit_loss|defects_report)\//.test(
      key,
    )
  ) {
    return { query: range };
  }
  return undefined;
}
