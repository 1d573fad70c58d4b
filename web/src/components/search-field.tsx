import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

type SearchFieldProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'onKeyDown' | 'type'> & {
  /** The search in force, the field's text when it first shows. */
  search: string;
  /** The typed text, trimmed: a short pause after typing stops, or at once on Enter. */
  onSearchChange: (search: string) => void;
};

/** Search as you type, for lists the server searches: one call once typing pauses, not one a key. */
export function SearchField({ search, onSearchChange, ...props }: SearchFieldProps) {
  const [text, setText] = useState(search);
  const searchLater = useDebouncedCallback((value: string) => onSearchChange(value.trim()), 350);

  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        searchLater(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          searchLater.cancel();
          onSearchChange(text.trim());
        }
      }}
    />
  );
}
