import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

type ListToolbarProps = {
  /** The search and filters, on the left; they wrap, and fill the width on a phone. */
  filters: ReactNode;
  /** The buttons, on the right (below the filters when there is no room beside them). */
  actions: ReactNode;
};

/** The bar above a list: its search and filters, then its buttons. */
export function ListToolbar({ filters, actions }: ListToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap" style={{ flex: '1 1 320px' }}>
        {filters}
      </Group>
      <Group gap="sm" wrap="wrap">
        {actions}
      </Group>
    </Group>
  );
}
