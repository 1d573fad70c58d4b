import { dataResponse, equipmentItems, inspectionFormVersion, vehicleOpenDefects } from '@fleet-ops/shared';
import { describe, expect, it } from 'vitest';
import type { ResponseSchema } from '../../../lib/wire-checks';
import { equipmentItemsAnswer, inspectionFormVersionAnswer, vehicleOpenDefectsAnswer } from './vehicle-answers';

const items = {
  equipment_number: 'T-44',
  vehicle_type: 'Pickup',
  last_odm_read: 12000,
  has_odometer: true,
  has_hour_meter: false,
  last_hour_read: 0,
  equipment_items: ['tires', 'horn'],
  colour: 'unknown keys are dropped',
};

const passFail = {
  key: 'brakes',
  label: 'Brakes',
  label_fr: 'Freins',
  help: null,
  help_fr: null,
  answer_kind: 'pass_fail',
  na_allowed: true,
  unit: null,
  min: null,
  max: null,
  photo_required_on_fail: false,
  severity: null,
  defects: [{ code: '1.A', text: 'Soft pedal', text_fr: 'Pédale molle', class: 'major', seen: 'dropped' }],
  equipment_item: null,
};
const reading = {
  ...passFail,
  key: 'tread',
  answer_kind: 'number',
  na_allowed: false,
  unit: 'mm',
  min: 1.6,
  max: 20,
  severity: 'minor',
  defects: [],
  equipment_item: 'tires',
};
const version = {
  id: 7,
  form_id: 2,
  version: 3,
  name: 'SAAQ list 1',
  name_fr: 'Liste 1 de la SAAQ',
  kind: 'pre_trip',
  validity: '24h',
  built_in: null,
  sections: [{ key: 'brakes', title: 'Brakes', title_fr: 'Freins', regulated: true, items: [passFail, reading] }],
  published_at: '2026-11-20 08:00:00',
  published_by: null,
  draft: 'unknown keys are dropped',
};

const defect = {
  id: 5,
  item: 'brakes',
  item_label: 'Brakes',
  item_label_fr: null,
  code: '1.A',
  description: 'Soft pedal',
  description_fr: null,
  class: 'major',
  status: 'acknowledged',
  reported_at: '2026-11-20 08:00:00',
  last_reported_at: '2026-11-21 08:00:00',
  last_note: null,
  occurrences: 2,
  reporter: 'unknown keys are dropped',
};

type Case = { name: string; light: ResponseSchema; zod: ResponseSchema; data: unknown; refused: [string, unknown][] };

const cases: Case[] = [
  {
    name: "a vehicle's items",
    light: equipmentItemsAnswer,
    zod: dataResponse(equipmentItems),
    data: items,
    refused: [
      ['a reading that is not a whole number', { ...items, last_odm_read: 1.5 }],
      ['a missing meter flag', { ...items, has_odometer: undefined }],
      ['an item that is not a word', { ...items, equipment_items: ['tires', 3] }],
    ],
  },
  {
    name: "a vehicle's form version",
    light: inspectionFormVersionAnswer,
    zod: dataResponse(inspectionFormVersion),
    data: version,
    refused: [
      ['a validity the form does not know', { ...version, validity: 'week' }],
      ['a built-in key that is missing', { ...version, built_in: undefined }],
      [
        'an item of no known answer kind',
        { ...version, sections: [{ ...version.sections[0], items: [{ ...passFail, answer_kind: 'text' }] }] },
      ],
      [
        'a bound that is not a number',
        { ...version, sections: [{ ...version.sections[0], items: [{ ...reading, min: '1' }] }] },
      ],
      [
        'a defect of no known class',
        {
          ...version,
          sections: [
            { ...version.sections[0], items: [{ ...passFail, defects: [{ ...passFail.defects[0], class: 'huge' }] }] },
          ],
        },
      ],
    ],
  },
  {
    name: "a vehicle's open defects",
    light: vehicleOpenDefectsAnswer,
    zod: dataResponse(vehicleOpenDefects),
    data: [defect],
    refused: [
      ['a status the list does not know', [{ ...defect, status: 'closed' }]],
      ['a label that is missing rather than null', [{ ...defect, item_label: undefined }]],
      ['occurrences that are not a whole number', [{ ...defect, occurrences: 1.5 }]],
      ['a single defect instead of a list', defect],
    ],
  },
];

describe.each(cases)('$name, read without zod', ({ light, zod, data, refused }) => {
  it('keeps what the shared schema keeps, and drops what it drops', () => {
    const answer = { data, message: 'OK' };
    const checked = light.safeParse(answer);
    const parsed = zod.safeParse(answer);
    expect(checked.success && parsed.success).toBe(true);
    expect(checked.success && checked.data).toEqual(parsed.success && parsed.data);
  });

  it.each(refused)('refuses %s, as the shared schema does', (_what, wrong) => {
    const answer = { data: wrong, message: 'OK' };
    expect(zod.safeParse(answer).success).toBe(false);
    expect(light.safeParse(answer).success).toBe(false);
  });
});
