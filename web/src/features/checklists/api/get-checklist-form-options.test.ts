import { checklistFormOptions, dataResponse } from '@fleet-ops/shared';
import { describe, expect, it } from 'vitest';
import { checklistFormOptionsAnswer } from './get-checklist-form-options';

const schema = dataResponse(checklistFormOptions);

const options = {
  mode: 'supervisor',
  today: '2026-11-27',
  earliest_date: '2026-11-20',
  may_backdate: false,
  vehicles: [
    {
      id: 44,
      equipment_number: 'T-44',
      vehicle_type: 'Pickup',
      driver_ids: [3, 7],
      out_of_service: true,
      open_defects: [{ item: 'brakes', severity: 'major', reported_by: 'dropped as zod drops it' }],
      colour: 'unknown keys are dropped',
    },
  ],
  locations: [{ id: 1, name: 'Mine Engineering' }],
  require_every_item: true,
  operators: [{ id: 3, name: 'Abe Crew' }],
};

const refused: [string, unknown][] = [
  ['a mode the form does not know', { ...options, mode: 'guest' }],
  ['a vehicle without its number', { ...options, vehicles: [{ ...options.vehicles[0], equipment_number: 5 }] }],
  ['a driver id that is not a whole number', { ...options, vehicles: [{ ...options.vehicles[0], driver_ids: [1.5] }] }],
  [
    'a defect of no known class',
    { ...options, vehicles: [{ ...options.vehicles[0], open_defects: [{ item: 'x', severity: 'huge' }] }] },
  ],
  ['operators that are not a list', { ...options, operators: { id: 3 } }],
  ['a missing flag', { ...options, require_every_item: undefined }],
  ['a vehicle id that is not a whole number', { ...options, vehicles: [{ ...options.vehicles[0], id: '44' }] }],
];

describe("the checklist's form options, read without zod", () => {
  it('keeps what the shared schema keeps, and drops what it drops', () => {
    const answer = { data: options, message: 'OK' };
    const light = checklistFormOptionsAnswer.safeParse(answer);
    const zod = schema.safeParse(answer);
    expect(light.success && zod.success).toBe(true);
    expect(light.success && light.data).toEqual(zod.success && zod.data);
  });

  it.each(refused)('refuses %s, as the shared schema does', (_what, data) => {
    const answer = { data, message: 'OK' };
    expect(schema.safeParse(answer).success).toBe(false);
    expect(checklistFormOptionsAnswer.safeParse(answer).success).toBe(false);
  });

  it('takes a vehicle without its id, as a phone’s answer kept from before ids were sent', () => {
    const { id: _id, ...withoutId } = options.vehicles[0]!;
    const answer = { data: { ...options, vehicles: [withoutId] }, message: 'OK' };
    const light = checklistFormOptionsAnswer.safeParse(answer);
    expect(light.success && light.data.data.vehicles[0]).toEqual(schema.parse(answer).data.vehicles[0]);
    expect(light.success && 'id' in light.data.data.vehicles[0]!).toBe(false);
  });

  it('refuses an answer without its message', () => {
    expect(checklistFormOptionsAnswer.safeParse({ data: options }).success).toBe(false);
  });
});
