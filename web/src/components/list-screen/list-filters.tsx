import { Select } from '@mantine/core';
import { anyChoice } from '../../lib/list-address';

type ChoiceFilterProps<Value extends string> = {
  label: string;
  /** The words of "no narrowing", listed first. */
  anyLabel: string;
  choices: readonly { value: Value; label: string }[];
  value: Value | typeof anyChoice;
  onChange: (value: Value | typeof anyChoice) => void;
  /** The width beside the other filters; a phone gives every filter the whole width. */
  width: number;
};

/** A list filter of one code among a few (status, class, kind), "Any" first; it cannot be emptied. */
export function ChoiceFilter<Value extends string>({
  label,
  anyLabel,
  choices,
  value,
  onChange,
  width,
}: ChoiceFilterProps<Value>) {
  return (
    <Select
      label={label}
      data={[{ value: anyChoice, label: anyLabel }, ...choices]}
      value={value}
      onChange={(next) => onChange(next ?? anyChoice)}
      allowDeselect={false}
      w={{ base: '100%', xs: width }}
    />
  );
}

type VehicleFilterProps = {
  label: string;
  /** Shown while no vehicle is chosen ("Any"). */
  placeholder: string;
  vehicles: readonly { id: number; equipment_number: string }[];
  value: number | null;
  onChange: (vehicleId: number | null) => void;
};

/** A list filter of one vehicle, found by typing its equipment number; clearing it shows every vehicle. */
export function VehicleFilter({ label, placeholder, vehicles, value, onChange }: VehicleFilterProps) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={vehicles.map((vehicle) => ({ value: String(vehicle.id), label: vehicle.equipment_number }))}
      value={value ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchable
      clearable
      w={{ base: '100%', xs: 170 }}
    />
  );
}
