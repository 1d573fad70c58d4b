import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type RowActionsMenuProps = {
  /** The button's accessible name, naming the row ("Actions for E-44"). */
  label: string;
  /** The actions: `Menu.Item`s (and `Menu.Divider`s). */
  children: ReactNode;
};

/** One button per row opening the row's actions, so the table stays narrow enough for a phone. */
export function RowActionsMenu({ label, children }: RowActionsMenuProps) {
  return (
    // Rendered next to its button (inside the page's landmarks, for screen readers), positioned
    // 'fixed' so the table's scroll box does not clip it.
    <Menu position="bottom-end" withinPortal={false} floatingStrategy="fixed" shadow="md">
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={label}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
