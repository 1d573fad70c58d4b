import {
  brakeMeasurementMinKg,
  heavyVehicleMinKg,
  maintenanceComponents,
  maintenanceSheetMessages,
  workOrderMessages,
  type MaintenanceSheetDetail,
  type MaintenanceSheetInput,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, fieldError } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import {
  findBuiltInTaskId,
  findOrderWithVehicle,
  findSheet,
  insertSheet,
  replaceSheetCompletion,
  updateSheet,
  type OrderWithVehicle,
  type SheetRow,
} from './queries.js';
import { recordSheetOdometer } from './meters.js';
import { drawnSignature } from './signature.js';

/** Whether the sheet needs brake measurements for a vehicle of this rating; null when unknown. */
export function brakesRequired(grossWeightKg: number | null): boolean | null {
  return grossWeightKg === null ? null : grossWeightKg >= brakeMeasurementMinKg;
}

/** The work order and vehicle of a sheet: 404 for an unknown work order, or one of another kind. */
async function mandatoryOrder(db: Database, workOrderId: number, lock = false): Promise<OrderWithVehicle> {
  const row = await findOrderWithVehicle(db, workOrderId, lock);
  if (!row) throw new AppError('not_found', workOrderMessages.notFound);
  if (row.order.kind !== 'mandatory_maintenance')
    throw new AppError('not_found', maintenanceSheetMessages.notMandatory);
  return row;
}

/** The sheet as the API answers it; `clock` writes its last change in the business timezone. */
export function toSheet(sheet: SheetRow, clock: Clock): NonNullable<MaintenanceSheetDetail['sheet']> {
  return {
    id: sheet.id,
    service_date: sheet.serviceDate,
    odometer: sheet.odometer,
    gross_weight_kg: sheet.grossWeightKg,
    components: sheet.components,
    brake_measurements: sheet.brakeMeasurements,
    mechanic_name: sheet.mechanicName,
    signed_by_typing: sheet.signaturePng === null,
    signature_typed_name: sheet.signatureTypedName,
    updated_at: clock.formatDateTime(sheet.updatedAt),
  };
}

function detail(row: OrderWithVehicle, sheet: SheetRow | undefined, clock: Clock): MaintenanceSheetDetail {
  const { vehicle } = row;
  return {
    work_order_id: row.order.id,
    vehicle: {
      id: vehicle.id,
      equipment_number: vehicle.equipmentNumber,
      license_plate_no: vehicle.licensePlateNo,
      vin_no: vehicle.vinNo,
      gross_weight_kg: vehicle.grossWeightKg,
      last_odm_read: vehicle.lastOdmRead,
    },
    brakes_required: brakesRequired(vehicle.grossWeightKg),
    components: [...maintenanceComponents],
    sheet: sheet ? toSheet(sheet, clock) : null,
  };
}

/** `GET api/work_orders/{id}/maintenance_sheet`: the vehicle, the list to verify, and the sheet once saved. */
export async function getMaintenanceSheet(context: AppContext, workOrderId: number): Promise<MaintenanceSheetDetail> {
  const row = await mandatoryOrder(context.db, workOrderId);
  return detail(row, await findSheet(context.db, workOrderId), context.clock);
}

/** The rules the shared schema cannot check: they depend on the vehicle and on today. */
function checkAgainstVehicle(context: AppContext, row: OrderWithVehicle, input: MaintenanceSheetInput): number {
  const weight = row.vehicle.grossWeightKg;
  if (weight === null) throw fieldError('gross_weight_kg', maintenanceSheetMessages.grossWeightMissing);
  if (input.service_date > context.clock.today()) {
    throw fieldError('service_date', maintenanceSheetMessages.serviceDateInFuture);
  }
  if (brakesRequired(weight) && input.brake_measurements.length === 0) {
    throw fieldError('brake_measurements', maintenanceSheetMessages.brakesRequired);
  }
  return weight;
}

/** The sheet's columns from the form: components in the regulation's order, axles in order. */
function sheetValues(input: MaintenanceSheetInput, weight: number) {
  const byComponent = new Map(input.components.map((entry) => [entry.component, entry]));
  const drawn = input.signature ? drawnSignature(input.signature) : null;
  return {
    serviceDate: input.service_date,
    odometer: input.odometer,
    grossWeightKg: weight,
    components: maintenanceComponents.map((component) => {
      const entry = byComponent.get(component)!;
      return { component, result: entry.result, repair: entry.repair ?? null };
    }),
    brakeMeasurements: [...input.brake_measurements].sort((first, second) => first.axle - second.axle),
    mechanicName: input.mechanic_name,
    signaturePng: drawn,
    signatureTypedName: drawn ? null : input.signature_typed_name!,
  };
}

/** What the audit keeps of a sheet: everything but the signature's image (whether it was drawn). */
const audited = ({ signaturePng, ...sheet }: SheetRow) => ({ ...sheet, signatureDrawn: signaturePng !== null });

/**
 * `PUT api/work_orders/{id}/maintenance_sheet`: saves the signed sheet in one transaction with its
 * audit row, its odometer as a reading of the vehicle (refused backwards, a far jump confirmed) and, for a heavy vehicle, the completion of the built-in "Mandatory maintenance, every
 * 6 months" task (its next due date counts from the sheet's date). Saving again corrects it.
 */
export async function saveMaintenanceSheet(
  context: AppContext,
  caller: CurrentUser,
  workOrderId: number,
  input: MaintenanceSheetInput,
): Promise<MaintenanceSheetDetail> {
  const now = context.clock.now();
  await context.db.transaction(async (transaction) => {
    const row = await mandatoryOrder(transaction, workOrderId, true);
    const weight = checkAgainstVehicle(context, row, input);
    const values = sheetValues(input, weight);
    const before = await findSheet(transaction, workOrderId);
    const after = before
      ? await updateSheet(transaction, before.id, {
          ...values,
          vehicleId: row.vehicle.id,
          updatedBy: caller.id,
          updatedAt: now,
        })
      : await insertSheet(transaction, {
          ...values,
          workOrderId,
          vehicleId: row.vehicle.id,
          createdBy: caller.id,
          updatedBy: caller.id,
          createdAt: now,
          updatedAt: now,
        });
    if (row.vehicle.hasOdometer) {
      const confirmImplausible = input.confirm_implausible;
      await recordSheetOdometer(transaction, context.clock, { before, after, confirmImplausible, actorId: caller.id });
    }
    const taskId = await findBuiltInTaskId(transaction);
    if (taskId !== undefined && weight >= heavyVehicleMinKg) {
      await replaceSheetCompletion(transaction, {
        sheetId: after.id,
        taskId,
        vehicleId: row.vehicle.id,
        doneOn: after.serviceDate,
        odometer: after.odometer,
        by: caller.id,
      });
    }
    await recordAudit(transaction, {
      actorId: caller.id,
      action: before ? 'update' : 'create',
      entity: 'maintenance_sheet',
      entityId: after.id,
      before: before ? audited(before) : undefined,
      after: audited(after),
    });
  });
  return getMaintenanceSheet(context, workOrderId);
}
