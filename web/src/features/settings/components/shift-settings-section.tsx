import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { siteSettingsRequest, type SiteSettings } from '@fleet-ops/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useSiteSettings } from '../api/get-site-settings';
import { useSaveSiteSettings } from '../api/save-site-settings';
import { settingsNamespace } from '../i18n';

const validate = validateWith<SiteSettings>(siteSettingsRequest);
const maxShifts = 6;

/** Each start with the next one (the last runs to the first, across midnight): "18:00 to 06:00". */
function shiftRanges(starts: string[]): [string, string][] {
  const sorted = [...starts].filter((start) => /^\d{2}:\d{2}$/.test(start)).sort();
  return sorted.map((start, index) => [start, sorted[(index + 1) % sorted.length]!]);
}

/**
 * The site's shifts (issue 36), by their start times in the business timezone: an inspection on a
 * form valid "for the shift" counts until the next start. Each shift runs until the next one.
 */
export function ShiftSettingsSection({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation(settingsNamespace);
  const save = useSaveSiteSettings();
  const current = useSiteSettings().data ?? settings;
  const form = useForm<SiteSettings>({ initialValues: settings, validate });
  const starts = form.values.shift_starts;
  // A setting left out goes back to its default: the other sections' settings go as they are now.
  const submit = form.onSubmit(({ shift_starts }) =>
    save.mutate(
      { ...current, shift_starts },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message);
          form.setValues(answer.data);
          form.resetDirty(answer.data);
        },
        onError: (error) => void showFormErrors(form, error),
      },
    ),
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-shifts">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="settings-shifts">
            {t('shifts.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('shifts.intro')}
          </Text>
          {starts.map((_, index) => (
            <Group key={index} align="flex-end" gap="xs">
              <TimeInput
                label={t('shifts.start', { number: index + 1 })}
                maw={160}
                {...form.getInputProps(`shift_starts.${index}`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                disabled={starts.length <= 1}
                aria-label={t('shifts.remove', { number: index + 1 })}
                onClick={() => form.removeListItem('shift_starts', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          {form.errors.shift_starts && (
            <Text size="sm" c="red.8" role="alert">
              {form.errors.shift_starts}
            </Text>
          )}
          <Text size="sm" aria-live="polite">
            {shiftRanges(starts)
              .map(([from, to]) => t('shifts.range', { from, to }))
              .join(' · ')}
          </Text>
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              disabled={starts.length >= maxShifts}
              onClick={() => form.insertListItem('shift_starts', '12:00')}
            >
              {t('shifts.add')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('shifts.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
