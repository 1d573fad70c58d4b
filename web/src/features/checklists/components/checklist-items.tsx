import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { checklistLeftColumnSize, checklistNoteMax, type ChecklistAnswerValue } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { checklistsNamespace } from '../i18n';
import { checklistRecordNamespace } from '../record-i18n';
import { ChecklistItemToggle } from './checklist-item-toggle';

type ChecklistItemsProps = {
  items: string[];
  answers: Record<string, ChecklistAnswerValue>;
  onChange: (item: string, answer: ChecklistAnswerValue) => void;
  /** The driver's note on each item answered No. */
  notes: Record<string, string>;
  onNoteChange: (item: string, note: string) => void;
  /** Not-marked items stay unmarked instead of showing Yes (the site's every-item rule). */
  startUnmarked?: boolean;
  noteErrors?: Record<string, string | undefined>;
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
export function ChecklistItems({
  items,
  answers,
  onChange,
  notes,
  onNoteChange,
  startUnmarked,
  noteErrors,
}: ChecklistItemsProps) {
  const label = useItemLabel();
  const { t } = useTranslation(checklistRecordNamespace);
  const columns = [items.slice(0, checklistLeftColumnSize), items.slice(checklistLeftColumnSize)];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
      {columns.map((column, index) => (
        <Stack key={index} gap="sm">
          {column.map((item) => (
            <Stack key={item} gap={4}>
              <ChecklistItemToggle
                label={label(item)}
                value={answers[item] ?? (startUnmarked ? undefined : 'yes')}
                onChange={(answer) => onChange(item, answer)}
              />
              {answers[item] === 'no' && (
                <TextInput
                  size="lg"
                  label={t('note', { item: label(item) })}
                  maxLength={checklistNoteMax}
                  value={notes[item] ?? ''}
                  error={noteErrors?.[item]}
                  onChange={(event) => onNoteChange(item, event.currentTarget.value)}
                />
              )}
            </Stack>
          ))}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
