import { Alert, Box, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { addDays, dashboardAlertKeys, weekStart, type DashboardAlert, type DashboardAlerts } from '@fleet-ops/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useDashboardAlerts } from '../api/get-dashboard-alerts';
import { dashboardNamespace } from '../i18n';
import { AlertTile } from './alert-tile';
import classes from './alert-tile.module.css';
import { useAlertText } from './use-alert-text';

/**
 * Until the counts come, every tile is drawn with its words and no number, hidden under the
 * loader: the tiles then take the space the placeholders held and the checklist list below them
 * does not move (issue 33: the list and its pager jumped down when they arrived, layout shift 0.44).
 */
function placeholderAlerts(): Pick<DashboardAlerts, 'alerts' | 'week_start' | 'week_end'> {
  const start = weekStart(new Date().toISOString().slice(0, 10));
  const alerts = dashboardAlertKeys.map((key): DashboardAlert => ({
    key,
    count: 0,
    level: 'attention',
    screen: 'vehicles',
    filter: {},
  }));
  return { alerts, week_start: start, week_end: addDays(start, 6) };
}

function TileGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

/** The Home dashboard: every count that needs an admin's action today, each a link to its list. */
export function DashboardAlertTiles() {
  const { t } = useTranslation(dashboardNamespace);
  const text = useAlertText();
  const titleId = useId();
  const alerts = useDashboardAlerts();
  const data = alerts.data;
  const placeholder = placeholderAlerts();

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
        <TileGrid>
          {data.alerts.map((alert) => (
            <AlertTile key={alert.key} alert={alert} hint={text.hint(alert, data)} />
          ))}
        </TileGrid>
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
        <Box pos="relative">
          <Box className={classes.placeholders} aria-hidden inert>
            <TileGrid>
              {placeholder.alerts.map((alert) => (
                <AlertTile key={alert.key} alert={alert} hint={text.hint(alert, placeholder)} />
              ))}
            </TileGrid>
          </Box>
          <Loader role="status" aria-label={t('loading')} className={classes.loader} />
        </Box>
      )}
    </Stack>
  );
}
