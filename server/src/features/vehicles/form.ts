import type { FastifyRequest } from 'fastify';
import {
  rentalReturnDate,
  vehicleConditionalIssues,
  vehicleEquipmentItems,
  vehicleForm,
  vehicleMessages,
  vehicleRequiredMessages,
  type VehicleFormValues,
} from '@fleet-ops/shared';
import { AppError, type FieldErrors } from '../../lib/errors.js';
import { equipmentItemColumns } from '../../db/schema/index.js';
import type { NewVehicleRow } from './queries.js';

type ValidationIssue = { instancePath?: string; message?: string };

/** 'Please fill all required fields' when anything was left empty, else the first problem. */
export function formErrorMessage(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  return messages.some((message) => vehicleRequiredMessages.has(message))
    ? vehicleMessages.requiredFields
    : (messages[0] ?? vehicleMessages.requiredFields);
}

/**
 * The vehicle form of a route declared with `attachValidation`: the schema's problems and the
 * inspection date bound (today in the business timezone) together, as one 422 with every field
 * marked and 'Please fill all required fields' on top. Returns the parsed form when all is well.
 */
export function checkedVehicleForm(request: FastifyRequest, today: string): VehicleFormValues {
  const errors: FieldErrors = {};
  const body =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body)
      ? (request.body as Record<string, unknown>)
      : undefined;
  if (!body) {
    // No form at all: answer as for an empty one, every required field marked.
    for (const issue of vehicleForm.safeParse({}).error?.issues ?? []) {
      (errors[issue.path.join('.')] ??= []).push(issue.message);
    }
  }
  const issues = body
    ? ((request.validationError as { validation?: ValidationIssue[] } | undefined)?.validation ?? [])
    : [];
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  if (body && request.validationError && issues.length === 0) errors.body = [request.validationError.message];
  for (const issue of vehicleConditionalIssues(body ?? {}, today)) {
    if (!errors[issue.path]) errors[issue.path] = [issue.message];
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation', formErrorMessage(errors), errors);
  return request.body as VehicleFormValues;
}

/**
 * The columns a form saves. Rented vehicles have no battery or tire expiry; the free-text location
 * only counts when the location is other; a pending inspection has no date or inspector; the
 * rental return date is always the start plus 28 days.
 */
export function formColumns(form: VehicleFormValues) {
  const rented = form.ownership_type === 'rent';
  const completed = form.inspection_status === 'completed';
  const equipment: Partial<NewVehicleRow> = Object.fromEntries(
    vehicleEquipmentItems.map((item) => [equipmentItemColumns[item], form[item]]),
  );
  return {
    ...equipment,
    extraChecklistItems: form.extra_checklist_items,
    equipmentNumber: form.equipment_number,
    vehicleParentType: form.vehicle_parent_type,
    vehicleType: form.vehicle_type,
    licensePlateNo: form.license_plate_no,
    vinNo: form.VIN_no,
    ownershipType: form.ownership_type,
    abgMvaStickers: form.abg_mva_stickers,
    abgMvaStickerStatus: form.abg_mva_sticker_status,
    insuranceExpiry: form.insurance_expiry,
    regExpiry: form.reg_expiry,
    lastOdmRead: form.last_odm_read,
    inspectionStatus: form.inspection_status,
    inspectionDate: completed ? form.inspection_date : null,
    inspectorName: completed ? form.inspector_name : null,
    mine: form.mine === 'yes',
    location: form.location,
    locationOther: form.location === 'other' ? form.location_other : null,
    ppeNo: form.ppe_no,
    rentalStartDate: form.rental_start_date,
    rentalReturnDate: rentalReturnDate(form.rental_start_date),
    batteryExpiry: rented ? null : form.battery_expiry,
    tireExpiry: rented ? null : form.tire_expiry,
    comments: form.comments,
    // Left out of the form: the stored rating stays.
    ...(form.gross_weight_kg === undefined ? {} : { grossWeightKg: form.gross_weight_kg }),
    // Issue 37: the meters, each left out keeping the stored value.
    ...(form.has_odometer === undefined ? {} : { hasOdometer: form.has_odometer }),
    ...(form.has_hour_meter === undefined ? {} : { hasHourMeter: form.has_hour_meter }),
    ...(form.last_hour_read === undefined ? {} : { lastHourRead: form.last_hour_read }),
  } satisfies NewVehicleRow;
}
