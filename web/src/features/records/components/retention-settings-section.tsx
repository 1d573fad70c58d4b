import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  legalRetentionMonths,
  retentionKinds,
  retentionPeriodFields,
  retentionPeriodsRequest,
  type RetentionPeriods,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/inputs/number-field';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { translateMessage } from '../../../lib/i18n';
import { useRetentionPeriods, useSaveRetentionPeriods } from '../api/retention-periods';
import { recordsNamespace } from '../i18n';

const validate = validateWith<RetentionPeriods>(retentionPeriodsRequest);

function PeriodsForm({ periods }: { periods: RetentionPeriods }) {
  const { t } = useTranslation(recordsNamespace);
  const save = useSaveRetentionPeriods();
  const form = useForm<RetentionPeriods>({ initialValues: periods, validate });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        showSuccess(translateMessage(answer.message));
        form.resetDirty(answer.data);
      },
      onError: (error) => void showFormErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {retentionKinds.map((kind) => {
          const field = retentionPeriodFields[kind];
          return (
            <NumberField
              key={kind}
              label={t(`retention.${field}`)}
              description={t('retention.minimum', { months: legalRetentionMonths[kind] })}
              whole
              maw={520}
              {...form.getInputProps(field)}
            />
          );
        })}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('retention.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Settings' "Keeping records" (issue 37): the months each kind of record is kept, never below the law. */
export function RetentionSettingsSection() {
  const { t } = useTranslation(recordsNamespace);
  const periods = useRetentionPeriods();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-retention">
      <Stack gap="md">
        <Title order={2} size="h4" id="settings-retention">
          {t('retention.title')}
        </Title>
        <Text size="sm">{t('retention.intro')}</Text>
        {periods.data ? (
          <PeriodsForm periods={periods.data} />
        ) : (
          <Loader size="sm" role="status" aria-label={t('retention.title')} />
        )}
      </Stack>
    </Paper>
  );
}
