import type {
  DefectSeverity,
  DefectStatus,
  EquipmentItems,
  InspectionAnswerKind,
  InspectionDefectClass,
  InspectionFormKind,
  InspectionFormVersion,
  InspectionItem,
  InspectionSection,
  InspectionValidity,
  VehicleOpenDefect,
} from '@fleet-ops/shared';
import {
  dataAnswer,
  flag,
  integer,
  listOf,
  nullable,
  number,
  oneOf,
  shape,
  text,
  type Check,
} from '../../../lib/light-checks';

/**
 * The answers a picked vehicle's items are drawn from, read without zod (issue 33): the items used
 * to wait for the schema chunk (zod and the shared schemas, 24 kB) that the form needs only at
 * Submit. vehicle-answers.test.ts holds each check to its shared schema. Every enum is listed once
 * by its type, as in get-checklist-form-options.ts: a value import of shared would bring zod.
 */
const words = <Word extends string>(all: Record<Word, true>) => oneOf(Object.keys(all) as Word[]);

const formKinds = words<InspectionFormKind>({ pre_trip: true, post_trip: true, either: true });
const validities = words<InspectionValidity>({ calendar_day: true, '24h': true, shift: true });
const answerKinds = words<InspectionAnswerKind>({ pass_fail: true, number: true });
const defectClasses = words<InspectionDefectClass>({ minor: true, major: true });
const severities = words<DefectSeverity>({ major: true, minor: true });
const statuses = words<DefectStatus>({
  open: true,
  acknowledged: true,
  repaired: true,
  verified: true,
  no_defect_found: true,
});
const textOrNull = nullable(text);

/** `dataResponse(equipmentItems)`: `GET api/vehicles/equipment_items`. */
export const equipmentItemsAnswer = dataAnswer(
  shape<EquipmentItems>({
    equipment_number: text,
    vehicle_type: text,
    last_odm_read: integer,
    has_odometer: flag,
    has_hour_meter: flag,
    last_hour_read: integer,
    equipment_items: listOf(text),
  }),
);

const inspectionItem: Check<InspectionItem> = shape<InspectionItem>({
  key: text,
  label: text,
  label_fr: text,
  help: textOrNull,
  help_fr: textOrNull,
  answer_kind: answerKinds,
  na_allowed: flag,
  unit: textOrNull,
  min: nullable(number),
  max: nullable(number),
  photo_required_on_fail: flag,
  severity: nullable(defectClasses),
  defects: listOf(shape<InspectionItem['defects'][number]>({ code: text, text, text_fr: text, class: defectClasses })),
  equipment_item: textOrNull,
});

/** `dataResponse(inspectionFormVersion)`: `GET api/vehicles/{id}/inspection_form`. */
export const inspectionFormVersionAnswer = dataAnswer(
  shape<InspectionFormVersion>({
    id: number,
    form_id: number,
    version: number,
    name: text,
    name_fr: text,
    kind: formKinds,
    validity: validities,
    built_in: textOrNull,
    sections: listOf(
      shape<InspectionSection>({
        key: text,
        title: text,
        title_fr: text,
        regulated: flag,
        items: listOf(inspectionItem),
      }),
    ),
    published_at: text,
    published_by: nullable(number),
  }),
);

/** `dataResponse(vehicleOpenDefects)`: `GET api/vehicles/{id}/open_defects`. */
export const vehicleOpenDefectsAnswer = dataAnswer(
  listOf(
    shape<VehicleOpenDefect>({
      id: integer,
      item: text,
      item_label: textOrNull,
      item_label_fr: textOrNull,
      code: textOrNull,
      description: textOrNull,
      description_fr: textOrNull,
      class: severities,
      status: statuses,
      reported_at: text,
      last_reported_at: text,
      last_note: textOrNull,
      occurrences: integer,
    }),
  ),
);
