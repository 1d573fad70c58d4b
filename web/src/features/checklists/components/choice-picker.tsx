import { NativeSelect } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';

export type ChoicePickerProps = {
  label: string;
  placeholder?: string;
  /** Said in the list when a search finds nothing (searchable pickers). */
  nothingFound?: string;
  data: Array<{ value: string; label: string }>;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  /** The office's long lists (every vehicle, every driver): a list to type into. */
  searchable: boolean;
};

// Mantine's Select brings its dropdown, scrolling and positioning: the office's only, loaded apart.
const SearchablePicker = lazy(() => import('./searchable-picker'));

/** The phone's picker: the phone's own list, large for gloves and nothing to download. */
function NativePicker({
  placeholder,
  data,
  value,
  onChange,
  error,
  label,
  disabled,
}: ChoicePickerProps & { disabled?: boolean }) {
  return (
    <NativeSelect
      label={label}
      data={[{ value: '', label: placeholder ?? '', disabled: true }, ...data]}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      error={error}
      size="lg"
      required
      disabled={disabled}
    />
  );
}

/** A required choice from a list: the phone's own picker, or a searchable one for the office's long lists. */
export function ChoicePicker(props: ChoicePickerProps) {
  if (!props.searchable) return <NativePicker {...props} />;
  return (
    <Suspense fallback={<NativePicker {...props} disabled />}>
      <SearchablePicker {...props} />
    </Suspense>
  );
}
