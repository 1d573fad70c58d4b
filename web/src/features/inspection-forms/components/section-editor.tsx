import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { freshKey, newItem, type EditorValues, type SectionValues } from '../editor-values';
import { inLanguage } from '../form-words';
import { ItemEditor } from './item-editor';
import { OrderButtons } from './order-buttons';
import { SectionItems } from './section-view';

type Props = {
  form: UseFormReturnType<EditorValues>;
  index: number;
  count: number;
  section: SectionValues;
  /**
   * The form holds the law's sections (the SAAQ circle check): none of its sections moves or goes,
   * so the site's section stays last, where the regulation puts it.
   */
  fixedOrder: boolean;
};

/** One section: read-only with a note when the regulation writes it, else its titles and its items to edit. */
export function SectionEditor({ form, index, count, section, fixedOrder }: Props) {
  const { t } = useTranslation('inspectionForms');
  const path = `sections.${index}`;
  const title = inLanguage(section.title, section.title_fr, currentLanguage()) || t('sections.untitled');
  const legend = t('sections.legend', { number: index + 1, title });

  if (section.regulated) {
    return (
      <Fieldset legend={legend}>
        <Stack gap="sm">
          <Alert color="gray" icon={<IconLock size={18} />}>
            {t('sections.regulatedNote')}
          </Alert>
          <SectionItems items={section.items} />
        </Stack>
      </Fieldset>
    );
  }

  const itemsPath = `${path}.items`;
  const addItem = () =>
    form.insertListItem(
      itemsPath,
      newItem(
        freshKey(
          section.key,
          section.items.map((item) => item.key),
        ),
      ),
    );

  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        {fixedOrder ? (
          <Text size="sm" c="dimmed">
            {t('sections.siteNote')}
          </Text>
        ) : (
          <Group justify="flex-end">
            <OrderButtons
              index={index}
              count={count}
              labels={{
                up: t('sections.moveUp', { number: index + 1 }),
                down: t('sections.moveDown', { number: index + 1 }),
                remove: t('sections.remove', { number: index + 1 }),
              }}
              onMove={(from, to) => form.reorderListItem('sections', { from, to })}
              onRemove={(at) => form.removeListItem('sections', at)}
            />
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={t('sections.key')} readOnly={fixedOrder} {...form.getInputProps(`${path}.key`)} />
          <TextInput label={t('sections.titleEn')} required {...form.getInputProps(`${path}.title`)} />
          <TextInput label={t('sections.titleFr')} required {...form.getInputProps(`${path}.title_fr`)} />
        </SimpleGrid>
        {section.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('sections.empty')}
          </Text>
        )}
        {section.items.map((item, at) => (
          <ItemEditor key={at} form={form} listPath={itemsPath} index={at} count={section.items.length} item={item} />
        ))}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addItem}>
            {t('items.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
