import { describe, expect, it } from 'vitest';
import { appointmentRequest, commentPreview, normalizeTime } from './appointments.js';

describe('commentPreview', () => {
  it('shows up to 6 characters whole and cuts longer ones to 15 plus an ellipsis', () => {
    expect(commentPreview(null)).toBe('');
    expect(commentPreview('Wash')).toBe('Wash');
    expect(commentPreview('Washed')).toBe('Washed');
    expect(commentPreview('Washing')).toBe('Washing...');
    expect(commentPreview('Full interior wash and vacuum')).toBe('Full interior w...');
  });
});

describe('normalizeTime', () => {
  it('reads H:mm, HH:mm and HH:mm:ss as HH:mm and refuses other text', () => {
    expect(normalizeTime('7:05')).toBe('07:05');
    expect(normalizeTime('23:59:59')).toBe('23:59');
    expect(normalizeTime('24:00')).toBeNull();
    expect(normalizeTime('noon')).toBeNull();
  });
});

describe('appointmentRequest', () => {
  it("maps the call's names onto the form's and reads the comment 'null' as none", () => {
    expect(
      appointmentRequest.parse({
        VIN_no: 'VIN1',
        date: '2026-11-20',
        location: '4',
        appointment_type: 2,
        time: '9:30',
        comments: 'null',
      }),
    ).toEqual({
      vehicle_no: 'VIN1',
      date_to_added: '2026-11-20',
      location_id: 4,
      appointment_type: '2',
      time: '09:30',
      comments: null,
    });
  });
});
