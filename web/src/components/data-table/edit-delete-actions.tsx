import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type EditDeleteActionsProps = {
  /** Names the row, e.g. 'Edit kit of 44', so each button is told apart by screen readers. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** The Actions cell of the simple lists: an edit and a delete button, both big enough for a gloved thumb. */
export function EditDeleteActions({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" size="lg" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={deleteLabel} onClick={onDelete}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
