import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useDashboardAlerts } from '../api/get-dashboard-alerts';
import { dashboardNamespace } from '../i18n';
import { AlertTile } from './alert-tile';
import { useAlertText } from './use-alert-text';

/** The Home dashboard: every count that needs an admin's action today, each a link to its list. */
export function DashboardAlertTiles() {
  const { t } = useTranslation(dashboardNamespace);
  const text = useAlertText();
  const titleId = useId();
  const alerts = useDashboardAlerts();
  const data = alerts.data;

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id={titleId}>
          {t('title')}
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {t('subtitle', { date: formatDate(data.today) })}
          </Text>
        )}
      </Group>
      {data ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="sm">
          {data.alerts.map((alert) => (
            <AlertTile key={alert.key} alert={alert} hint={text.hint(alert, data)} />
          ))}
        </SimpleGrid>
      ) : alerts.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('loadError')}</Text>
            <Button size="xs" variant="default" onClick={() => void alerts.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Center py="md">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      )}
    </Stack>
  );
}
