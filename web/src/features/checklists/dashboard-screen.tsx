import { Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useChecklistFormOptions } from './api/get-checklist-form-options';
import { ChecklistForm } from './components/checklist-form';
import { checklistsNamespace } from './i18n';
import { usePrefetchedVehicleItems } from './offline/use-prefetched-vehicle-items';

/**
 * `/dashboard`: the Pre-OP Checklist itself, for the driver at the truck (or the supervisor going
 * from one vehicle to the next). After a submission the form starts over.
 */
export default function DashboardScreen() {
  const { t } = useTranslation(checklistsNamespace);
  const options = useChecklistFormOptions();
  // A vehicle's QR code opens `/dashboard?vehicle=<its equipment number>`.
  const [search] = useSearchParams();
  usePrefetchedVehicleItems(options.data);
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('dashboardTitle')}
        </Title>
        {/* Issue 36: a defect found mid-shift is reported without a whole inspection. */}
        <Button component={Link} to={paths.reportDefect} variant="default" leftSection={<IconAlertTriangle size={18} />}>
          {t('reportDefect')}
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {options.data ? (
          <ChecklistForm options={options.data} preselected={search.get('vehicle')} />
        ) : (
          <Center py="xl">
            <Loader role="status" aria-label={t('form.loadingOptions')} />
          </Center>
        )}
      </Paper>
    </Stack>
  );
}
