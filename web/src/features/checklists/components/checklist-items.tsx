import { SimpleGrid, Stack } from '@mantine/core';
import { checklistLeftColumnSize, type ChecklistAnswerValue } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { checklistsNamespace } from '../i18n';
import { ChecklistItemToggle } from './checklist-item-toggle';

type ChecklistItemsProps = {
  items: string[];
  answers: Record<string, ChecklistAnswerValue>;
  onChange: (item: string, answer: ChecklistAnswerValue) => void;
};

/** An item's name in the reader's language, or the item key made readable. */
export function useItemLabel() {
  const { t } = useTranslation(checklistsNamespace);
  return (item: string) => t(`items.${item}`, { defaultValue: item.replace(/_/g, ' ') });
}

/**
 * The toggles: the first 11 in the left column and the rest in the right one on wide screens,
 * one column in order on a phone.
 */
export function ChecklistItems({ items, answers, onChange }: ChecklistItemsProps) {
  const label = useItemLabel();
  const columns = [items.slice(0, checklistLeftColumnSize), items.slice(checklistLeftColumnSize)];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
      {columns.map((column, index) => (
        <Stack key={index} gap="sm">
          {column.map((item) => (
            <ChecklistItemToggle
              key={item}
              label={label(item)}
              value={answers[item] ?? 'yes'}
              onChange={(answer) => onChange(item, answer)}
            />
          ))}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
