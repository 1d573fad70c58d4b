import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { lazyAfterFirstScreen, useFirstScreenWaits } from '../../lib/after-first-screen';
import { useChecklistFormOptions } from './api/get-checklist-form-options';
import { ChecklistForm } from './components/checklist-form';
import { DrivingGate } from './components/driving-gate';

import { checklistsNamespace } from './i18n';
import { alertTitleStyles } from './offline/alert-titles';
import { checklistOfflineNamespace } from './offline/offline-i18n';
import { usePrefetchedVehicleItems } from './offline/use-prefetched-vehicle-items';

// Issue 36: its own chunk (it opens the checklist's detail), off the phone's first page (its budget).
// Issue 33: both cards download once the first screen and the picked vehicle's items are in.
const ToCountersign = lazyAfterFirstScreen(() =>
  import('./components/to-countersign').then((module) => module.ToCountersign),
);

// Issue 35: whether the phone is ready to work offline, off the phone's first page too.
const OfflineReadinessCard = lazyAfterFirstScreen(() =>
  import('./offline/offline-readiness-card').then((module) => module.OfflineReadinessCard),
);

/**
 * Issue 35: no form options, and none stored on the phone (or the server failing): said, with a
 * way to try again, instead of a spinner that never ends.
 */
function NothingStored({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(checklistOfflineNamespace);
  const offline = !navigator.onLine;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle />}
      title={t(offline ? 'nothingStored.title' : 'nothingStored.serverTitle')}
      styles={alertTitleStyles.yellow}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(offline ? 'nothingStored.body' : 'nothingStored.serverBody')}</Text>
        <Button size="md" variant="default" onClick={onRetry}>
          {t('nothingStored.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

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
  // Issue 33: nothing deferred starts before the form can be drawn.
  useFirstScreenWaits(options.data === undefined && options.isFetching);
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
      {options.data && options.data.mode !== 'admin' && (
        <Suspense fallback={null}>
          <OfflineReadinessCard options={options.data} />
        </Suspense>
      )}
      {options.data && <DrivingGate options={options.data} />}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {options.data ? (
          <ChecklistForm options={options.data} preselected={search.get('vehicle')} />
        ) : options.isError || options.fetchStatus === 'paused' ? (
          <NothingStored onRetry={() => void options.refetch()} />
        ) : (
          <Center py="xl">
            <Loader role="status" aria-label={t('form.loadingOptions')} />
          </Center>
        )}
      </Paper>
    </Stack>
  );
}
