import type { UseFormReturnType } from '@mantine/form';
import {
  rentalReturnDate,
  vehicleEquipmentItems,
  type InspectionStatus,
  type OwnershipType,
  type Vehicle,
  type VehicleEquipmentItem,
  type VehicleFormInput,
  type VehicleLocation,
} from '@fleet-ops/shared';

/**
 * The form's values as its inputs hold them: '' for an empty text, date or choice. The shared
 * schema reads them as the server does (blank means missing).
 */
export type VehicleFormState = {
  equipment_number: string;
  ownership_type: OwnershipType | '';
  vehicle_type: string;
  VIN_no: string;
  vehicle_parent_type: string;
  license_plate_no: string;
  battery_expiry: string;
  tire_expiry: string;
  last_odm_read: number | string;
  /** Issue 37: the gross vehicle weight rating in kg, '' when not known. */
  gross_weight_kg: number | string;
  /** Issue 37: the meters the vehicle has, and its engine hours ('' when none). */
  has_odometer: boolean;
  has_hour_meter: boolean;
  last_hour_read: number | string;
  abg_mva_stickers: string;
  /** Not on the form (spec 02 lists no input for it), carried through so an edit keeps it. */
  abg_mva_sticker_status: string;
  insurance_expiry: string;
  reg_expiry: string;
  rental_start_date: string;
  mine: 'yes' | 'no' | '';
  ppe_no: string;
  location: VehicleLocation | '';
  location_other: string;
  inspection_status: InspectionStatus | '';
  inspection_date: string;
  inspector_name: string;
  comments: string;
  extra_checklist_items: boolean;
} & Record<VehicleEquipmentItem, boolean>;

/** The Mantine form the sections share. */
export type VehicleFormApi = UseFormReturnType<VehicleFormState>;

const noEquipment = Object.fromEntries(vehicleEquipmentItems.map((item) => [item, false])) as Record<
  VehicleEquipmentItem,
  boolean
>;

/** A new vehicle: nothing chosen, no equipment, inspection still to do. */
export const emptyVehicleForm = {
  equipment_number: '',
  ownership_type: '',
  vehicle_type: '',
  VIN_no: '',
  vehicle_parent_type: '',
  license_plate_no: '',
  battery_expiry: '',
  tire_expiry: '',
  last_odm_read: '',
  gross_weight_kg: '',
  has_odometer: true,
  has_hour_meter: false,
  last_hour_read: '',
  abg_mva_stickers: '',
  abg_mva_sticker_status: '',
  insurance_expiry: '',
  reg_expiry: '',
  rental_start_date: '',
  mine: '',
  ppe_no: '',
  location: '',
  location_other: '',
  inspection_status: 'pending',
  inspection_date: '',
  inspector_name: '',
  comments: '',
  extra_checklist_items: false,
  ...noEquipment,
} satisfies VehicleFormState & Record<keyof VehicleFormInput, unknown>;

/** The edit form starts from the stored vehicle. */
export function vehicleFormState(vehicle?: Vehicle): VehicleFormState {
  if (!vehicle) return emptyVehicleForm;
  const equipment = Object.fromEntries(vehicleEquipmentItems.map((item) => [item, vehicle.equipment_items[item]]));
  return {
    equipment_number: vehicle.equipment_number,
    ownership_type: vehicle.ownership_type,
    vehicle_type: vehicle.vehicle_type,
    VIN_no: vehicle.VIN_no,
    vehicle_parent_type: vehicle.vehicle_parent_type,
    license_plate_no: vehicle.license_plate_no,
    battery_expiry: vehicle.battery_expiry ?? '',
    tire_expiry: vehicle.tire_expiry ?? '',
    last_odm_read: vehicle.last_odm_read,
    gross_weight_kg: vehicle.gross_weight_kg ?? '',
    has_odometer: vehicle.has_odometer,
    has_hour_meter: vehicle.has_hour_meter,
    last_hour_read: vehicle.has_hour_meter ? vehicle.last_hour_read : '',
    abg_mva_stickers: vehicle.abg_mva_stickers ?? '',
    abg_mva_sticker_status: vehicle.abg_mva_sticker_status ?? '',
    insurance_expiry: vehicle.insurance_expiry ?? '',
    reg_expiry: vehicle.reg_expiry ?? '',
    rental_start_date: vehicle.rental_start_date ?? '',
    mine: vehicle.mine,
    ppe_no: vehicle.ppe_no,
    location: vehicle.location,
    location_other: vehicle.location_other ?? '',
    inspection_status: vehicle.inspection_status,
    inspection_date: vehicle.inspection_date ?? '',
    inspector_name: vehicle.inspector_name ?? '',
    comments: vehicle.comments ?? '',
    extra_checklist_items: vehicle.extra_checklist_items,
    ...(equipment as Record<VehicleEquipmentItem, boolean>),
  };
}

/** Which conditional fields the form shows (spec 02 "Add/Edit vehicle form" and section 4). */
export function visibleSections(values: Pick<VehicleFormState, 'ownership_type' | 'location' | 'inspection_status'>) {
  return {
    /** Battery and tire expiry: once ownership is chosen, unless rented. */
    expiries: values.ownership_type !== '' && values.ownership_type !== 'rent',
    rental: values.ownership_type === 'rent',
    locationOther: values.location === 'other',
    inspection: values.inspection_status === 'completed',
  };
}

/** The return date the form shows: the rental start plus 28 days, as the server stores it. */
export function shownReturnDate(values: Pick<VehicleFormState, 'rental_start_date'>): string | null {
  return rentalReturnDate(values.rental_start_date);
}

/**
 * The body of the add and edit calls. A field the form hides is sent empty, so nothing hidden is
 * stored (the server clears the same ones too).
 */
export function toVehicleRequest(values: VehicleFormState): VehicleFormInput {
  const shown = visibleSections(values);
  return {
    ...values,
    battery_expiry: shown.expiries ? values.battery_expiry : '',
    tire_expiry: shown.expiries ? values.tire_expiry : '',
    rental_start_date: shown.rental ? values.rental_start_date : '',
    location_other: shown.locationOther ? values.location_other : '',
    inspection_date: shown.inspection ? values.inspection_date : '',
    inspector_name: shown.inspection ? values.inspector_name : '',
  };
}
