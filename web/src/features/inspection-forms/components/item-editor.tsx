import { Checkbox, Fieldset, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { inspectionAnswerKinds, inspectionDefectClasses } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/inputs/number-field';
import { currentLanguage } from '../../../lib/i18n';
import type { EditorValues, ItemValues } from '../editor-values';
import { inLanguage } from '../form-words';
import { DefectEditor } from './defect-editor';
import { OrderButtons } from './order-buttons';

type Props = {
  form: UseFormReturnType<EditorValues>;
  /** `sections.<s>.items` */
  listPath: string;
  index: number;
  count: number;
  item: ItemValues;
};

/**
 * One item of a section: its key, words in both languages, how it is answered (pass/fail with
 * N/A, or a number with its unit and bounds), the photo rule, and how a fail is classed: one class
 * for the whole item (as the spec's form does) or a list of defect descriptions with their own.
 */
export function ItemEditor({ form, listPath, index, count, item }: Props) {
  const { t } = useTranslation('inspectionForms');
  const path = `${listPath}.${index}`;
  const label = inLanguage(item.label, item.label_fr, currentLanguage()) || t('items.untitled');
  const byDefects = item.severity === null;

  return (
    <Fieldset legend={t('items.legend', { number: index + 1, label })} variant="filled" p="sm">
      <Stack gap="sm">
        <Group justify="flex-end">
          <OrderButtons
            index={index}
            count={count}
            labels={{
              up: t('items.moveUp', { number: index + 1 }),
              down: t('items.moveDown', { number: index + 1 }),
              remove: t('items.remove', { number: index + 1 }),
            }}
            onMove={(from, to) => form.reorderListItem(listPath, { from, to })}
            onRemove={(at) => form.removeListItem(listPath, at)}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('items.key')} description={t('items.keyHint')} {...form.getInputProps(`${path}.key`)} />
          <Select
            label={t('items.answerKind')}
            data={inspectionAnswerKinds.map((value) => ({ value, label: t(`answerKinds.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps(`${path}.answer_kind`)}
          />
          <TextInput label={t('items.label')} required {...form.getInputProps(`${path}.label`)} />
          <TextInput label={t('items.labelFr')} required {...form.getInputProps(`${path}.label_fr`)} />
          <TextInput label={t('items.help')} {...form.getInputProps(`${path}.help`)} />
          <TextInput label={t('items.helpFr')} {...form.getInputProps(`${path}.help_fr`)} />
        </SimpleGrid>
        {item.answer_kind === 'number' && (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput
              label={t('items.unit')}
              placeholder={t('items.unitPlaceholder')}
              {...form.getInputProps(`${path}.unit`)}
            />
            <NumberField label={t('items.min')} {...form.getInputProps(`${path}.min`)} />
            <NumberField label={t('items.max')} {...form.getInputProps(`${path}.max`)} />
          </SimpleGrid>
        )}
        <Group gap="lg">
          <Checkbox label={t('items.naAllowed')} {...form.getInputProps(`${path}.na_allowed`, { type: 'checkbox' })} />
          <Checkbox
            label={t('items.photoOnFail')}
            {...form.getInputProps(`${path}.photo_required_on_fail`, { type: 'checkbox' })}
          />
        </Group>
        <Radio.Group
          label={t('items.classing')}
          value={byDefects ? 'defects' : 'item'}
          error={byDefects ? form.errors[`${path}.severity`] : undefined}
          onChange={(choice) => form.setFieldValue(`${path}.severity`, choice === 'defects' ? null : 'minor')}
        >
          <Group gap="lg" mt={4}>
            <Radio value="item" label={t('items.byItem')} />
            <Radio value="defects" label={t('items.byDefects')} />
          </Group>
        </Radio.Group>
        {byDefects ? (
          <DefectEditor form={form} path={`${path}.defects`} count={item.defects.length} />
        ) : (
          <Select
            label={t('items.severity')}
            data={inspectionDefectClasses.map((value) => ({ value, label: t(`classes.${value}`) }))}
            allowDeselect={false}
            maw={240}
            {...form.getInputProps(`${path}.severity`)}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
