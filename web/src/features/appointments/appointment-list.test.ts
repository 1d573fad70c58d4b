import type { Appointment } from '@fleet-ops/shared';
import { describe, expect, it } from 'vitest';
import { pageOfRows } from '../../components/pagination/page-of-rows';
import { searchAppointments, sortAppointments } from './appointment-list';

const row = (id: number, fields: Partial<Appointment>): Appointment => ({
  id,
  date: '2026-11-20',
  time: '09:00',
  vehicle_id: 1,
  equipment_number: 'E2E-44',
  VIN_No: '1FTFW1E50PFA00044',
  vehicle_type: 'Ford F-150',
  vehicle_parent_type: 'Light Duty Truck',
  appointment_type_id: 1,
  appointment_type: 'Cleaning',
  location_name: 'Colby Building',
  locations_id: 2,
  comments: null,
  service_task_id: null,
  service_task_name: null,
  done_on: null,
  done_odometer: null,
  ...fields,
});

const rows = [
  row(1, { date: '2026-11-20', time: '14:00', comments: 'Wash the bed' }),
  row(2, { date: '2026-11-18', equipment_number: 'E2E-20', appointment_type: 'Repair', location_name: 'Sept Iles' }),
  row(3, { date: '2026-11-20', time: '08:00', appointment_type: 'Tire change' }),
];
const ids = (list: Appointment[]) => list.map((appointment) => appointment.id);

describe('searchAppointments', () => {
  it('finds every word in any column, the comment and the written date included', () => {
    expect(ids(searchAppointments(rows, 'repair sept'))).toEqual([2]);
    expect(ids(searchAppointments(rows, 'WASH'))).toEqual([1]);
    expect(ids(searchAppointments(rows, 'Nov 18'))).toEqual([2]);
    expect(ids(searchAppointments(rows, 'e2e-44 tire'))).toEqual([3]);
    expect(ids(searchAppointments(rows, ''))).toEqual([1, 2, 3]);
  });
});

describe('sortAppointments', () => {
  it('sorts the date with its time, other columns as text, empty comments last', () => {
    expect(ids(sortAppointments(rows, { column: 'date', direction: 'asc' }))).toEqual([2, 3, 1]);
    expect(ids(sortAppointments(rows, { column: 'date', direction: 'desc' }))).toEqual([1, 3, 2]);
    expect(ids(sortAppointments(rows, { column: 'appointment_type', direction: 'asc' }))).toEqual([1, 2, 3]);
    expect(ids(sortAppointments(rows, { column: 'comments', direction: 'desc' }))[0]).toBe(1);
    expect(ids(sortAppointments(rows, null))).toEqual([1, 2, 3]);
  });

  it('pages the sorted rows', () => {
    expect(ids(pageOfRows(rows, 2, 2))).toEqual([3]);
  });
});
