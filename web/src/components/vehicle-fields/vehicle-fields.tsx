import { Select, TextInput, Tooltip } from '@mantine/core';
import type { EquipmentNumberEntry } from '@fleet-ops/shared';

export type ChosenVehicle = Pick<
  EquipmentNumberEntry,
  'id' | 'equipment_number' | 'vehicle_type' | 'vehicle_parent_type'
>;

/** The vehicle part of a form's values: the select holds the id as text. */
export type VehicleFieldValues = { vehicle_id: string; vehicle_parent_type: string; vehicle_type: string };

/** What a form stores when a vehicle is chosen (or cleared). */
export function vehicleFieldValues(vehicle: ChosenVehicle | null): VehicleFieldValues {
  return {
    vehicle_id: vehicle ? String(vehicle.id) : '',
    vehicle_parent_type: vehicle?.vehicle_parent_type ?? '',
    vehicle_type: vehicle?.vehicle_type ?? '',
  };
}

type VehicleRecord = { vehicle_id: number } & Omit<ChosenVehicle, 'id'>;

/** The vehicle of the record being edited, so the select can still show it. */
export function recordVehicle(record: VehicleRecord | null): ChosenVehicle | null {
  if (!record) return null;
  const { vehicle_id, equipment_number, vehicle_type, vehicle_parent_type } = record;
  return { id: vehicle_id, equipment_number, vehicle_type, vehicle_parent_type };
}

type EquipmentSelectProps = {
  label: string;
  placeholder: string;
  vehicles: ChosenVehicle[];
  /** The row being edited: its vehicle stays choosable even when no longer listed (hidden, disabled). */
  current?: ChosenVehicle | null;
  value: string;
  onChange: (vehicle: ChosenVehicle | null) => void;
  error?: React.ReactNode;
};

/** The equipment number chooser of the inspection and kit forms. */
export function EquipmentSelect({
  label,
  placeholder,
  vehicles,
  current,
  value,
  onChange,
  error,
}: EquipmentSelectProps) {
  const all = current && !vehicles.some((vehicle) => vehicle.id === current.id) ? [current, ...vehicles] : vehicles;
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={all.map((vehicle) => ({ value: String(vehicle.id), label: vehicle.equipment_number }))}
      value={value || null}
      onChange={(id) => onChange(all.find((vehicle) => String(vehicle.id) === id) ?? null)}
      error={error}
      searchable
      required
      allowDeselect={false}
      nothingFoundMessage={placeholder}
    />
  );
}

type ReadOnlyVehicleFieldProps = { label: string; value: string; hint: string };

/** Filled from the chosen equipment; until then its tooltip says to choose one. */
export function ReadOnlyVehicleField({ label, value, hint }: ReadOnlyVehicleFieldProps) {
  const field = (
    <TextInput label={label} value={value} readOnly variant="filled" placeholder={value ? undefined : hint} />
  );
  return value ? (
    field
  ) : (
    <Tooltip label={hint} position="top-start" withinPortal events={{ hover: true, focus: true, touch: true }}>
      <div>{field}</div>
    </Tooltip>
  );
}
