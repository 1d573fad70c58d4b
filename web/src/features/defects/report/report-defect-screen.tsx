import '../i18n';
import { Alert, Anchor, Button, Center, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { DefectDetail } from '@fleet-ops/shared';
import { IconCircleCheck, IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCurrentUser } from '../../../lib/auth';
import { isDefectReport, useOutbox, type QueuedDefectReport } from '../../checklists';
import { useReportVehicles } from '../api/report-defect';
import { defectPath } from '../defect-path';
import { ReportDefectForm } from './report-defect-form';

type Outcome = { kind: 'reported'; defect: DefectDetail } | { kind: 'queued' } | null;

type Outbox = ReturnType<typeof useOutbox>;

/** A report the server refused: why, then fix it in the form or discard it, asked first (issue 35). */
function RefusedReport({ entry, outbox, onFix }: { entry: QueuedDefectReport; outbox: Outbox; onFix: () => void }) {
  const { t } = useTranslation('defects');
  const [discarding, setDiscarding] = useState(false);
  return (
    <>
      <Text span size="sm" c="red.9" fw={600}>
        {' '}
        {t('report.refused', { message: entry.message ?? '' })}
      </Text>
      <Group gap="xs" mt={4}>
        <Button size="md" onClick={onFix}>
          {t('report.fix')}
        </Button>
        <Button size="md" variant="subtle" color="red" onClick={() => setDiscarding(true)}>
          {t('report.discard')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={discarding}
        title={t('report.discardTitle')}
        message={t('report.discardBody', { what: entry.label })}
        confirmLabel={t('report.discard')}
        onConfirm={() => outbox.remove(entry.requestId)}
        onClose={() => setDiscarding(false)}
      />
    </>
  );
}

/** The reports still on this phone (no network yet), so the person sees they are not lost. */
function WaitingReports({ onFix }: { onFix: (entry: QueuedDefectReport) => void }) {
  const { t } = useTranslation('defects');
  const outbox = useOutbox();
  const waiting = outbox.entries.filter(isDefectReport);
  if (waiting.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconCloudUpload />} title={t('report.waiting')} role="status">
      <List size="sm">
        {waiting.map((entry) => (
          <List.Item key={entry.requestId}>
            {entry.label}
            {entry.state === 'refused' && (
              <RefusedReport
                entry={entry}
                outbox={outbox}
                onFix={() => void outbox.remove(entry.requestId).then(() => onFix(entry))}
              />
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * `/report-defect` (drivers and supervisors) and `/defects/report` (admins): report a defect found
 * mid-shift without a whole inspection, phone first. `?vehicle=<id>` preselects the vehicle (the
 * vehicle record's action).
 */
export default function ReportDefectScreen() {
  const { t } = useTranslation('defects');
  const role = useCurrentUser()?.role;
  const options = useReportVehicles();
  const [search] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A refused report back in the form (the form starts again for it, hence the key below).
  const [reopened, setReopened] = useState<QueuedDefectReport>();
  const vehicles = (options.data ?? []).flatMap((vehicle) =>
    vehicle.id === undefined
      ? []
      : [{ id: vehicle.id, label: [vehicle.equipment_number, vehicle.vehicle_type].filter(Boolean).join(' · ') }],
  );

  let content;
  if (!options.data) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('report.title')} />
      </Center>
    );
  } else if (vehicles.length === 0) {
    content = <Text>{t('report.noVehicle')}</Text>;
  } else {
    content = (
      <ReportDefectForm
        key={reopened?.requestId ?? 'new'}
        reopened={reopened}
        vehicles={vehicles}
        preselected={search.get('vehicle') ?? ''}
        onReported={(defect) => setOutcome({ kind: 'reported', defect })}
        onQueued={() => setOutcome({ kind: 'queued' })}
      />
    );
  }

  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        {t('report.title')}
      </Title>
      <Text size="sm">{t('report.intro')}</Text>
      {outcome?.kind === 'queued' && (
        <Alert color="yellow" icon={<IconCloudUpload size={22} />} role="status">
          {t('report.queued')}
        </Alert>
      )}
      {outcome?.kind === 'reported' && (
        <Alert color="green" icon={<IconCircleCheck size={22} />} role="status">
          <Stack gap={4}>
            <Text>
              {outcome.defect.severity === 'major'
                ? t('report.reportedMajor', { vehicle: outcome.defect.equipment_number })
                : t('report.reported')}
            </Text>
            <Anchor component={Link} to={defectPath(outcome.defect.id, role)}>
              {t('open', { id: outcome.defect.id })}
            </Anchor>
          </Stack>
        </Alert>
      )}
      <WaitingReports
        onFix={(entry) => {
          setOutcome(null);
          setReopened(entry);
        }}
      />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {content}
      </Paper>
      {outcome && (
        <Button variant="subtle" onClick={() => setOutcome(null)}>
          {t('report.dismiss')}
        </Button>
      )}
    </Stack>
  );
}
