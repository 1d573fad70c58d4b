import { Select } from '@mantine/core';
import { useState } from 'react';
import type { ChoicePickerProps } from './choice-picker';
import classes from './searchable-picker.module.css';

/**
 * The picker for long lists (the office's whole fleet and every driver, a large crew on a
 * supervisor's phone): type to narrow it, and rows a gloved finger can hit. The typed text is kept
 * here so that picking the person already chosen (the first of a crew is, from the start) shows
 * their whole name again instead of the letters typed.
 */
export default function SearchablePicker({ nothingFound, searchable: _searchable, ...props }: ChoicePickerProps) {
  const labelOf = (value: string | null) => props.data.find((choice) => choice.value === value)?.label ?? '';
  const chosenLabel = labelOf(props.value);
  const [search, setSearch] = useState(chosenLabel);
  // Another choice made elsewhere (the form reset, a vehicle's driver suggested) shows its name.
  const [shownChoice, setShownChoice] = useState(chosenLabel);
  if (shownChoice !== chosenLabel) {
    setShownChoice(chosenLabel);
    setSearch(chosenLabel);
  }
  return (
    <Select
      {...props}
      nothingFoundMessage={nothingFound}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onOptionSubmit={(value) => setSearch(labelOf(value))}
      allowDeselect={false}
      size="lg"
      required
      classNames={{ option: classes.option }}
    />
  );
}
