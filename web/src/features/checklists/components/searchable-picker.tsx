import { Select } from '@mantine/core';
import type { ChoicePickerProps } from './choice-picker';

/** The office's picker for long lists (every vehicle, every driver): type to narrow it. */
export default function SearchablePicker({ nothingFound, searchable: _searchable, ...props }: ChoicePickerProps) {
  return <Select {...props} nothingFoundMessage={nothingFound} searchable allowDeselect={false} size="lg" required />;
}
