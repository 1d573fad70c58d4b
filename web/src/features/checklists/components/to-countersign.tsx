import '../countersign-i18n';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useToCountersign } from '../api/countersign';
import { countersignNamespace } from '../countersign-i18n';
import { ChecklistDetailModal } from './checklist-detail-modal';

/**
 * The valid inspections someone else did that the driver has to countersign (issue 36): a
 * supervisor's check done for them, or the previous shift's on the vehicle they now drive. Each
 * opens the report, its defects included, with the countersignature form at its end.
 */
export function ToCountersign() {
  const { t } = useTranslation(countersignNamespace);
  const list = useToCountersign();
  const [opened, setOpened] = useState<number | null>(null);
  const rows = list.data?.data ?? [];
  if (rows.length === 0 && opened === null) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="to-countersign">
      <Stack gap="xs">
        <Title order={2} size="h5" id="to-countersign">
          {t('toSign.title')}
        </Title>
        <Text size="sm">{t('toSign.intro')}</Text>
        {rows.map((row) => (
          <Group key={row.id} justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm">
                {t('toSign.row', {
                  equipment: row.equipment_number,
                  by: row.inspected_by,
                  time: formatDateTime(row.valid_until),
                })}
              </Text>
              {row.has_issue && (
                <Badge color="red.8" size="sm">
                  {t('toSign.withDefects')}
                </Badge>
              )}
            </Stack>
            <Button size="md" onClick={() => setOpened(row.id)}>
              {t('toSign.open', { equipment: row.equipment_number })}
            </Button>
          </Group>
        ))}
      </Stack>
      <ChecklistDetailModal checklistId={opened} onClose={() => setOpened(null)} />
    </Paper>
  );
}
