import '../i18n';
import { Button, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { siteSettingsRequest, type SiteSettings } from '@fleet-ops/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { formatDateTime } from '../../../lib/format';
import { useSaveSiteSettings, useSiteSettings } from '../../settings';
import { scheduledJobsQueryKey, useDigestPreference, useSaveDigestPreference, useScheduledJobs } from '../api/digest';
import { renewalsNamespace } from '../i18n';

const validate = validateWith<SiteSettings>(siteSettingsRequest);

/** The admin's own switch: saved as soon as it is flipped. */
function MyDigestSwitch() {
  const { t } = useTranslation(renewalsNamespace);
  const preference = useDigestPreference();
  const save = useSaveDigestPreference();
  return (
    <Switch
      label={t('digest.mine')}
      description={t('digest.mineHint')}
      checked={preference.data?.data.daily_digest ?? false}
      disabled={!preference.data || save.isPending}
      onChange={(event) =>
        save.mutate(
          { daily_digest: event.currentTarget.checked },
          { onSuccess: (answer) => showSuccess(answer.message) },
        )
      }
    />
  );
}

/** What each scheduled job last did and when it runs next (business time, as the server says it). */
function JobStatusTable() {
  const { t } = useTranslation(renewalsNamespace);
  const jobs = useScheduledJobs();
  const when = (value: string | null) => (value ? formatDateTime(value) : t('digest.never'));
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label={t('digest.jobs')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('digest.jobName')}</Table.Th>
            <Table.Th>{t('digest.lastRun')}</Table.Th>
            <Table.Th>{t('digest.nextRun')}</Table.Th>
            <Table.Th>{t('digest.lastError')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(jobs.data?.data ?? []).map((job) => (
            <Table.Tr key={job.name}>
              <Table.Td>{t(`digest.jobNames.${job.name}`, { defaultValue: job.name })}</Table.Td>
              <Table.Td>{when(job.last_finished_at ?? job.last_started_at)}</Table.Td>
              <Table.Td>{when(job.next_run_at)}</Table.Td>
              <Table.Td>
                {job.last_error ? (
                  <Text span c="red.9" size="sm">
                    {job.last_error}
                  </Text>
                ) : (
                  t('digest.none')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Settings: the digest's time (a site setting), the admin's own digest switch, and the job's status. */
export function DigestSettingsSection({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation(renewalsNamespace);
  const queryClient = useQueryClient();
  const save = useSaveSiteSettings();
  const current = useSiteSettings().data ?? settings;
  const form = useForm<SiteSettings>({ initialValues: settings, validate });
  // A setting left out goes back to its default: the others go as they are now, with this time.
  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...current, digest_time: values.digest_time },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message);
          form.resetDirty(answer.data);
          // A new time may have sent today's digest and moved the next run.
          void queryClient.invalidateQueries({ queryKey: scheduledJobsQueryKey });
        },
        onError: (error) => void showFormErrors(form, error),
      },
    ),
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-digest">
      <Stack gap="md">
        <Title order={2} size="h4" id="settings-digest">
          {t('digest.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('digest.intro')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm">
            <TimeInput
              label={t('digest.time')}
              description={t('digest.timeHint')}
              maw={220}
              {...form.getInputProps('digest_time')}
            />
            <Button type="submit" loading={save.isPending}>
              {t('digest.save')}
            </Button>
          </Group>
        </form>
        <MyDigestSwitch />
        <Title order={3} size="h5">
          {t('digest.jobs')}
        </Title>
        <JobStatusTable />
      </Stack>
    </Paper>
  );
}
