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
  /** The office's lists (every vehicle, every driver): a list to type into, however short. */
  searchable: boolean;
};

/**
 * Beyond this many choices the phone's own list is a long scroll with small rows (a supervisor's
 * crew of 231 names): the phone gets the list to type into instead.
 */
export const longListAfter = 15;

// Mantine's Select brings its dropdown, scrolling and positioning: loaded apart, for long lists only.
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

/** A required choice from a list: the phone's own picker for a short list, a searchable one for a long list. */
export function ChoicePicker(props: ChoicePickerProps) {
  if (!props.searchable && props.data.length <= longListAfter) return <NativePicker {...props} />;
  return (
    <Suspense fallback={<NativePicker {...props} disabled />}>
      <SearchablePicker {...props} />
    </Suspense>
  );
}
