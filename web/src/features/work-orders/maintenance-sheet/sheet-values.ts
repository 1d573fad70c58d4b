import type { MaintenanceSheetDetail } from '@fleet-ops/shared';
import type { MaintenanceSheetBody } from './maintenance-sheet-api';

/** The form's values: the body, and whether the mechanic signs by typing. */
export type SheetValues = MaintenanceSheetBody & { sign_by_typing: boolean };

/**
 * A new sheet starts with every component unmarked, today's date left to the mechanic, the
 * vehicle's last odometer, and one axle when brakes must be measured. A saved one starts from
 * what was saved, unsigned: a change is signed again.
 */
export function initialSheetValues(detail: MaintenanceSheetDetail): SheetValues {
  const { sheet } = detail;
  const saved = new Map(sheet?.components.map((entry) => [entry.component, entry]));
  return {
    service_date: sheet?.service_date ?? '',
    odometer: sheet?.odometer ?? detail.vehicle.last_odm_read,
    components: detail.components.map((component) => ({
      component,
      result: saved.get(component)?.result ?? '',
      repair: saved.get(component)?.repair ?? '',
    })),
    brake_measurements: sheet
      ? sheet.brake_measurements
      : detail.brakes_required
        ? [{ axle: 1, left_mm: '', right_mm: '' }]
        : [],
    mechanic_name: sheet?.mechanic_name ?? '',
    signature: '',
    signature_typed_name: '',
    sign_by_typing: false,
  };
}

/** What is sent: one kind of signature, axles numbered in order. */
export function sheetBody({ sign_by_typing, ...values }: SheetValues): MaintenanceSheetBody {
  return {
    ...values,
    brake_measurements: values.brake_measurements.map((entry, index) => ({ ...entry, axle: index + 1 })),
    signature: sign_by_typing ? '' : values.signature,
    signature_typed_name: sign_by_typing ? values.signature_typed_name : '',
  };
}
