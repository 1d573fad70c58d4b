import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import type { InspectionItem } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { checklistInspectionNamespace } from '../inspection-i18n';
import { otherDefect } from './inspection-values';

type DefectPickerProps = {
  item: InspectionItem;
  /** The item's label in the reader's language, to name the group. */
  label: string;
  value: string | undefined;
  onChange: (code: string) => void;
  error?: string | undefined;
};

/** Minor or Major beside a description: the class the defect it opens will have. */
export function DefectClassBadge({ major }: { major: boolean }) {
  const { t } = useTranslation(checklistInspectionNamespace);
  return (
    <Badge color={major ? 'red' : 'yellow'} c={major ? undefined : 'dark'} variant="filled" size="sm">
      {major ? t('major') : t('minor')}
    </Badge>
  );
}

/**
 * "Which defect?" on a failed item whose form lists defect descriptions: each with its code and
 * class, then "Other" (major until checked, with a note). The choice sets the class of the defect.
 */
export function DefectPicker({ item, label, value, onChange, error }: DefectPickerProps) {
  const { t, i18n } = useTranslation(checklistInspectionNamespace);
  const french = i18n.language === 'fr';
  return (
    <Radio.Group label={`${t('whichDefect')} (${label})`} value={value ?? null} onChange={onChange} error={error}>
      <Stack gap="xs" mt="xs">
        {item.defects.map((defect) => (
          <Radio
            key={defect.code}
            value={defect.code}
            size="md"
            label={
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="md">
                  {defect.code} · {french ? defect.text_fr : defect.text}
                </Text>
                <DefectClassBadge major={defect.class === 'major'} />
              </Group>
            }
          />
        ))}
        <Radio
          value={otherDefect}
          size="md"
          label={
            <Group gap="xs" wrap="nowrap">
              <Text size="md">{t('other')}</Text>
              <DefectClassBadge major />
            </Group>
          }
          description={t('otherHint')}
        />
      </Stack>
    </Radio.Group>
  );
}
