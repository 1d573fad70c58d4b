import { Badge, Group, Stack, Text } from '@mantine/core';
import type { VehicleOverviewChecklist } from '@fleet-ops/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { checklistItemName } from '../../../../lib/checklist-item-names';
import { formatDate, formatNumber } from '../../../../lib/format';
import { vehicleOverviewNamespace } from '../i18n';
import { OverviewSection } from './overview-section';

/** Red with an icon for an issue (never colour alone), quiet grey for none. */
function IssueBadge({ hasIssue }: { hasIssue: boolean }) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  return hasIssue ? (
    <Badge color="red.9" variant="filled" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
      {t('checklists.issue')}
    </Badge>
  ) : (
    <Badge color="gray.7" variant="outline">
      {t('checklists.ok')}
    </Badge>
  );
}

function ChecklistEntry({ checklist }: { checklist: VehicleOverviewChecklist }) {
  const { t, i18n } = useTranslation(vehicleOverviewNamespace);
  // A vehicle without an odometer (a loader, issue 37) shows its engine hours only.
  const reading = [
    checklist.last_odm_read === null
      ? null
      : t('checklists.odometer', { value: formatNumber(checklist.last_odm_read) }),
    checklist.hour_read === null ? null : t('checklists.hours', { value: formatNumber(checklist.hour_read) }),
    checklist.oil_life === null ? null : t('checklists.oilLife', { value: formatNumber(checklist.oil_life) }),
  ].filter(Boolean);
  return (
    <Stack component="li" gap={2}>
      <Group gap="xs">
        <IssueBadge hasIssue={checklist.has_issue} />
        <Text size="sm" fw={600}>
          {t('checklists.byOperator', { date: formatDate(checklist.date), operator: checklist.operator })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {reading.join(' · ')}
      </Text>
      {checklist.failed_items.length > 0 && (
        <Text size="sm">
          <Text span fw={600}>
            {t('checklists.failed')}:
          </Text>{' '}
          {checklist.failed_items.map((item) => checklistItemName(item, i18n.language)).join(', ')}
        </Text>
      )}
      {checklist.remarks && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <Text span fw={600}>
            {t('checklists.remarks')}:
          </Text>{' '}
          {checklist.remarks}
        </Text>
      )}
    </Stack>
  );
}

/** The latest Pre-OP Checklists, with what failed and what the driver wrote. */
export function ChecklistsSection({
  checklists,
  total,
  link,
  equipment,
}: {
  checklists: VehicleOverviewChecklist[];
  total: number;
  link: string;
  equipment: string;
}) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  return (
    <OverviewSection
      title={t('checklists.title')}
      aside={
        <Text size="sm" c="dimmed">
          {t('checklists.count', { count: total })}
        </Text>
      }
      links={[{ to: link, label: t('checklists.openAll', { equipment }) }]}
    >
      {checklists.length === 0 ? (
        <Text size="sm">{t('checklists.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {checklists.map((checklist) => (
            <ChecklistEntry key={checklist.id} checklist={checklist} />
          ))}
        </Stack>
      )}
    </OverviewSection>
  );
}
