import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

type Props = {
  index: number;
  count: number;
  /** The three buttons' accessible names (they show icons only). */
  labels: { up: string; down: string; remove: string };
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/**
 * Move up, move down and remove, as buttons: ordering works from the keyboard and a screen reader,
 * with no drag-and-drop to learn. The first cannot go up nor the last down.
 */
export function OrderButtons({ index, count, labels, onMove, onRemove }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={labels.up}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <IconArrowUp size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <IconArrowDown size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={labels.remove} onClick={() => onRemove(index)}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
