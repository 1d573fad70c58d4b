import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { InspectionDefectClass as DefectClass, InspectionItem as FormItem } from '@fleet-ops/shared';
import { inLanguage } from '../form-words';

/** Minor and major as the Defects screens colour them: major red, minor orange. */
export function ClassBadge({ value }: { value: DefectClass }) {
  const { t } = useTranslation('inspectionForms');
  return (
    <Badge size="sm" variant="light" color={value === 'major' ? 'red.9' : 'orange.9'}>
      {t(`classes.${value}`)}
    </Badge>
  );
}

/** Bounds as a published version holds them, or as the editor does while one is typed ('' for none). */
type Bounds = { min?: number | string | null; max?: number | string | null };

function AnswerSummary({ item }: { item: Pick<FormItem, 'answer_kind' | 'unit'> & Bounds }) {
  const { t } = useTranslation('inspectionForms');
  if (item.answer_kind !== 'number') return <>{t('answerKinds.pass_fail')}</>;
  const unit = item.unit ?? '';
  if (typeof item.min === 'number' && typeof item.max === 'number') {
    return <>{t('versions.numberBounds', { min: formatNumber(item.min), max: formatNumber(item.max), unit })}</>;
  }
  return <>{t('versions.number', { unit })}</>;
}

type ViewItem = Pick<FormItem, 'key' | 'label' | 'label_fr' | 'answer_kind' | 'unit' | 'severity' | 'defects'> & Bounds;

/**
 * A section's items read-only, in order: each item's words in the reader's language, how it is
 * answered, and its class or its defect descriptions with their codes and classes. The editor
 * shows a regulated section this way, and a published version is read through it.
 */
export function SectionItems({ items }: { items: ViewItem[] }) {
  const { t } = useTranslation('inspectionForms');
  const language = currentLanguage();
  return (
    <List type="ordered" spacing="xs" size="sm">
      {items.map((item) => (
        <List.Item key={item.key}>
          <Stack gap={4}>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {inLanguage(item.label, item.label_fr, language)}
              </Text>
              <Text size="xs" c="dimmed">
                <AnswerSummary item={item} />
              </Text>
              {item.severity && <ClassBadge value={item.severity} />}
            </Group>
            {item.severity === null && item.defects.length > 0 && (
              <List size="sm" spacing={2} withPadding listStyleType="none">
                {item.defects.map((defect) => (
                  <List.Item key={defect.code}>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Text size="sm" fw={600} miw={32}>
                        {defect.code}
                      </Text>
                      <Text size="sm">{inLanguage(defect.text, defect.text_fr, language)}</Text>
                      <ClassBadge value={defect.class} />
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
            {item.severity === null && item.defects.length === 0 && (
              <Text size="xs" c="dimmed">
                {t('versions.noDefects')}
              </Text>
            )}
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
