import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { inspectionDefectClasses } from '@fleet-ops/shared';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditorValues } from '../editor-values';
import { OrderButtons } from './order-buttons';

type Props = { form: UseFormReturnType<EditorValues>; path: string; count: number };

/** An item's defect descriptions: each with its code, its words in both languages and its class. */
export function DefectEditor({ form, path, count }: Props) {
  const { t } = useTranslation('inspectionForms');
  const classes = inspectionDefectClasses.map((value) => ({ value, label: t(`classes.${value}`) }));

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('defects.title')}
      </Text>
      {count === 0 && (
        <Text size="sm" c="dimmed">
          {t('defects.none')}
        </Text>
      )}
      {form.errors[path] && (
        <Text size="sm" c="red.8" role="alert">
          {form.errors[path]}
        </Text>
      )}
      {Array.from({ length: count }, (_, index) => (
        <Group
          key={index}
          role="group"
          aria-label={t('defects.row', { number: index + 1 })}
          align="flex-end"
          gap="xs"
          wrap="wrap"
        >
          <TextInput label={t('defects.code')} w={90} {...form.getInputProps(`${path}.${index}.code`)} />
          <TextInput
            label={t('defects.text')}
            style={{ flex: '1 1 200px' }}
            {...form.getInputProps(`${path}.${index}.text`)}
          />
          <TextInput
            label={t('defects.textFr')}
            style={{ flex: '1 1 200px' }}
            {...form.getInputProps(`${path}.${index}.text_fr`)}
          />
          <Select
            label={t('defects.class')}
            data={classes}
            allowDeselect={false}
            w={120}
            {...form.getInputProps(`${path}.${index}.class`)}
          />
          <OrderButtons
            index={index}
            count={count}
            labels={{
              up: t('defects.moveUp', { number: index + 1 }),
              down: t('defects.moveDown', { number: index + 1 }),
              remove: t('defects.remove', { number: index + 1 }),
            }}
            onMove={(from, to) => form.reorderListItem(path, { from, to })}
            onRemove={(at) => form.removeListItem(path, at)}
          />
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem(path, { code: '', text: '', text_fr: '', class: 'minor' })}
        >
          {t('defects.add')}
        </Button>
      </Group>
    </Stack>
  );
}
