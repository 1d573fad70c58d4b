import { Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { withTranslations } from '../../lib/i18n';
import { useChecklistFormOptions } from './api/get-checklist-form-options';
import { ChecklistForm } from './components/checklist-form';
import { DrivingGate } from './components/driving-gate';

import { checklistsNamespace } from './i18n';
import { usePrefetchedVehicleItems } from './offline/use-prefetched-vehicle-items';

// Issue 36: its own chunk (it opens the checklist's detail), off the phone's first page (its budget).
const ToCountersign = lazy(() =>
  withTranslations(import('./components/to-countersign')).then((module) => ({ default: module.ToCountersign })),
);

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
        <Button
          component={Link}
          to={paths.reportDefect}
          variant="default"
          leftSection={<IconAlertTriangle size={18} />}
        >
          {t('reportDefect')}
        </Button>
      </Group>
      {/* Issue 36: the driving gate and the reports to countersign, above the form. */}
      <Suspense fallback={null}>
        <ToCountersign />
      </Suspense>
      {options.data && <DrivingGate options={options.data} />}
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
