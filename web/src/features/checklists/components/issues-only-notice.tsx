import { Badge, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { checklistsNamespace } from '../i18n';

/** Home's "only the checklists with an issue", and the way back to all of them. */
export function IssuesOnlyNotice({ onShowAll }: { onShowAll?: () => void }) {
  const { t } = useTranslation(checklistsNamespace);
  return (
    <Group gap="sm" role="status">
      <Badge color="red" variant="light" size="lg" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
        {t('list.issuesOnly')}
      </Badge>
      <Button variant="subtle" size="compact-sm" onClick={onShowAll}>
        {t('list.showAll')}
      </Button>
    </Group>
  );
}
