import { describe, expect, it } from 'vitest';
import { aVehicleRow } from '../../../../test/vehicles';
import {
  assignDriverErrors,
  hasUnsavedAssignment,
  initialAssignValues,
  placeDriverErrors,
  slotDetails,
  toAssignRequest,
  type AssignDriverValues,
} from './assign-driver-values';

const now = '2026-11-18 11:30:42';
const vehicle = aVehicleRow({
  driver_1_id: 7,
  driver_1_name: 'Ann Tremblay',
  note_1: 'Day shift',
  assigned_from_date_1: '2026-11-01 08:00:00',
  driver_3_id: 9,
  driver_3_name: 'Cleo Stand-in',
  note_3: 'Covering',
  assigned_from_date_3: '2026-11-17 07:00:00',
  assigned_to_date_3: '2026-11-20 19:00:00',
});
const start = initialAssignValues(vehicle);
const withValues = (change: Partial<AssignDriverValues>): AssignDriverValues => ({ ...start, ...change });

describe('the assign driver form', () => {
  it("starts from the vehicle's slots, editing slot 1 with its note", () => {
    expect(start).toEqual({
      drivers_id: ['7', null, '9'],
      note_for: 'driver_1',
      note: 'Day shift',
      temporary: false,
      assigned_from_date: null,
      assigned_to_date: null,
    });
  });

  it("loads a slot's note, and its dates when its driver is temporary", () => {
    expect(slotDetails(vehicle, 'driver_3')).toEqual({
      note_for: 'driver_3',
      note: 'Covering',
      temporary: true,
      assigned_from_date: '2026-11-17 07:00:00',
      assigned_to_date: '2026-11-20 19:00:00',
    });
    expect(slotDetails(vehicle, 'driver_2')).toMatchObject({ note: '', temporary: false, assigned_to_date: null });
  });

  it('sends 0 for an empty slot, and the dates only with a temporary driver', () => {
    const permanent = withValues({
      assigned_from_date: '2026-11-19 08:00:00',
      assigned_to_date: '2026-11-20 08:00:00',
    });
    expect(toAssignRequest(permanent)).toEqual({
      drivers_id: [7, 0, 9],
      note: 'Day shift',
      note_for: 'driver_1',
      temporary: false,
      assigned_from_date: null,
      assigned_to_date: null,
    });
    expect(toAssignRequest({ ...permanent, temporary: true })).toMatchObject({
      temporary: true,
      assigned_from_date: '2026-11-19 08:00:00',
      assigned_to_date: '2026-11-20 08:00:00',
    });
  });

  it('accepts the untouched form', () => {
    expect(assignDriverErrors(start, vehicle, now)).toEqual({});
  });

  it("puts 'Drivers can't be same' on both slots holding the same driver", () => {
    expect(assignDriverErrors(withValues({ drivers_id: ['7', '7', '9'] }), vehicle, now)).toEqual({
      'drivers_id.0': "Drivers can't be same",
      'drivers_id.1': "Drivers can't be same",
    });
  });

  it('refuses a new temporary driver starting in the past, but not one starting this minute', () => {
    const temporary = withValues({
      drivers_id: ['8', null, '9'],
      temporary: true,
      assigned_from_date: '2026-11-18 11:29:00',
      assigned_to_date: '2026-11-19 11:00:00',
    });
    expect(assignDriverErrors(temporary, vehicle, now)).toEqual({
      assigned_from_date: 'Past datetime cannot be provided as start datetime.',
    });
    expect(assignDriverErrors({ ...temporary, assigned_from_date: '2026-11-18 11:30:00' }, vehicle, now)).toEqual({});
  });

  it('lets a slot that keeps its driver keep its past start, but never end in the past', () => {
    const kept = withValues({
      note_for: 'driver_3',
      temporary: true,
      assigned_from_date: '2026-11-17 07:00:00',
      assigned_to_date: '2026-11-18 09:00:00',
    });
    expect(assignDriverErrors(kept, vehicle, now)).toEqual({
      assigned_to_date: 'Past datetime cannot be provided as end datetime.',
    });
  });

  it('needs both dates for a temporary driver, and a driver for an empty slot', () => {
    const empty = withValues({ note_for: 'driver_2', note: 'Nights', temporary: true });
    expect(assignDriverErrors(empty, vehicle, now)).toEqual({
      assigned_from_date: 'Start date is required for a temporary driver.',
      assigned_to_date: 'End date is required for a temporary driver.',
      'drivers_id.1': 'Driver is required',
    });
  });

  it('needs a note for the slot', () => {
    expect(assignDriverErrors(withValues({ note: '  ' }), vehicle, now)).toEqual({ note: 'Note is required' });
  });

  it("places the server's driver message on the slot being edited", () => {
    const values = withValues({ note_for: 'driver_2', drivers_id: ['7', '9', null] });
    expect(placeDriverErrors({ drivers_id: 'This driver is disabled and cannot be assigned.' }, values)).toEqual({
      'drivers_id.1': 'This driver is disabled and cannot be assigned.',
    });
  });
});

describe('unsaved changes in the assign driver form', () => {
  it('holds none as it opens, nor after only looking at another slot', () => {
    expect(hasUnsavedAssignment(start, vehicle)).toBe(false);
    expect(hasUnsavedAssignment({ ...start, ...slotDetails(vehicle, 'driver_3') }, vehicle)).toBe(false);
  });

  it('holds some once a slot has another driver, the note is edited or the dates change', () => {
    expect(hasUnsavedAssignment(withValues({ drivers_id: ['7', '8', '9'] }), vehicle)).toBe(true);
    expect(hasUnsavedAssignment(withValues({ note: 'Night shift' }), vehicle)).toBe(true);
    const slot3 = { ...start, ...slotDetails(vehicle, 'driver_3') };
    expect(hasUnsavedAssignment({ ...slot3, assigned_to_date: '2026-11-21 19:00:00' }, vehicle)).toBe(true);
    expect(hasUnsavedAssignment(withValues({ temporary: true }), vehicle)).toBe(true);
  });
});
