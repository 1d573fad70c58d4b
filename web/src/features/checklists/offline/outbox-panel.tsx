import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { intlLocale, translateMessage } from '../../../lib/i18n';
import type { OutboxEntry, QueuedChecklist } from './offline-db';
import { alertTitleStyles } from './alert-titles';
import { isDefectReport } from './outbox-names';
import { checklistOfflineNamespace } from './offline-i18n';
import type { Outbox } from './use-outbox';
import { dateTimeFormat } from '../../../lib/intl-formats';

type OutboxPanelProps = { outbox: Outbox; onFix: (entry: QueuedChecklist) => void };

const timeOf = (at: string) =>
  dateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

const signedTime = (entry: OutboxEntry) =>
  timeOf(
    !isDefectReport(entry) && typeof entry.request.signed_at === 'string' ? entry.request.signed_at : entry.queuedAt,
  );

function QueuedItem({ entry, outbox, onFix }: OutboxPanelProps & { entry: OutboxEntry }) {
  const { t } = useTranslation(checklistOfflineNamespace);
  const [discarding, setDiscarding] = useState(false);
  const refused = entry.state === 'refused';
  const fieldMessages = [...new Set(Object.values(entry.errors ?? {}).flat())];
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={entry.label}>
      <Stack gap={6}>
        <Text fw={700}>{entry.label}</Text>
        <Text size="sm">
          {isDefectReport(entry)
            ? t('outbox.reportedAt', { time: signedTime(entry) })
            : t('outbox.signedAt', { time: signedTime(entry) })}
        </Text>
        {refused ? (
          <Stack gap={4} role="alert">
            <Text size="sm" c="red.9" fw={600}>
              {t('outbox.refused')}
            </Text>
            <List size="sm" c="red.9">
              {(fieldMessages.length > 0 ? fieldMessages : [entry.message ?? '']).map((message) => (
                <List.Item key={message}>{translateMessage(message)}</List.Item>
              ))}
            </List>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {entry.lastStatus === 401 ? t('outbox.signInAgain') : t('outbox.queued')}
          </Text>
        )}
        <Group gap="xs">
          {refused && isDefectReport(entry) && (
            // A refused defect report is fixed in its own form, on the Report a defect screen.
            <Button size="md" component={Link} to={paths.reportDefect}>
              {t('outbox.fix')}
            </Button>
          )}
          {refused && !isDefectReport(entry) && (
            <Button size="md" onClick={() => onFix(entry)}>
              {t('outbox.fix')}
            </Button>
          )}
          {!refused && (
            <Button size="md" variant="default" onClick={() => void outbox.sendNow()}>
              {t('outbox.sendNow')}
            </Button>
          )}
          <Button size="md" variant="subtle" color="red" onClick={() => setDiscarding(true)}>
            {t('outbox.discard')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={discarding}
        title={t(isDefectReport(entry) ? 'outbox.discardReportTitle' : 'outbox.discardTitle')}
        message={t(isDefectReport(entry) ? 'outbox.discardReportBody' : 'outbox.discardBody', { vehicle: entry.label })}
        confirmLabel={t('outbox.discard')}
        onConfirm={() => outbox.remove(entry.requestId)}
        onClose={() => setDiscarding(false)}
      />
    </Paper>
  );
}

/** What the outbox sent lately: each card stays, with the time it reached the server, until it is closed. */
function SentList({ outbox }: { outbox: Outbox }) {
  const { t } = useTranslation(checklistOfflineNamespace);
  if (outbox.sent.length === 0) return null;
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck />}
      title={t('sent.title')}
      styles={alertTitleStyles.green}
      role="status"
    >
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {outbox.sent.map((entry) => (
          <Paper withBorder p="sm" radius="sm" component="li" aria-label={entry.label} key={entry.requestId}>
            <Group justify="space-between" gap="xs">
              <Stack gap={2}>
                <Text fw={700}>{entry.label}</Text>
                <Text size="sm">{t('sent.at', { time: timeOf(entry.sentAt) })}</Text>
              </Stack>
              <Button size="md" variant="default" onClick={() => void outbox.dismissSent(entry.requestId)}>
                {t('sent.close')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Alert>
  );
}

/** The checklists signed on this phone that the server has not accepted yet, each with what to do. */
function WaitingList({ outbox, onFix }: OutboxPanelProps) {
  const { t } = useTranslation(checklistOfflineNamespace);
  if (outbox.entries.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCloudUpload />}
      styles={alertTitleStyles.yellow}
      title={t(outbox.entries.some(isDefectReport) ? 'outbox.titleWithReports' : 'outbox.title', {
        count: outbox.entries.length,
      })}
      role="status"
    >
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {outbox.entries.map((entry) => (
          <QueuedItem key={entry.requestId} entry={entry} outbox={outbox} onFix={onFix} />
        ))}
      </Stack>
    </Alert>
  );
}

/** The phone's outbox: what waits, each with what to do, then what the server accepted lately. */
export function OutboxPanel({ outbox, onFix }: OutboxPanelProps) {
  return (
    <>
      <WaitingList outbox={outbox} onFix={onFix} />
      <SentList outbox={outbox} />
    </>
  );
}
