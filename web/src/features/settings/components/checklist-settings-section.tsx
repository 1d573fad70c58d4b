import { Button, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { siteSettingsRequest, type SiteSettings } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/inputs/number-field';
import { showSuccess } from '../../../components/toasts';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { useSiteSettings } from '../api/get-site-settings';
import { useSaveSiteSettings } from '../api/save-site-settings';
import { settingsNamespace } from '../i18n';

const validate = validateWith<SiteSettings>(siteSettingsRequest);

/** The checklist settings: the quick-check threshold and whether every item must be marked. */
export function ChecklistSettingsSection({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation(settingsNamespace);
  const save = useSaveSiteSettings();
  const current = useSiteSettings().data ?? settings;
  const form = useForm<SiteSettings>({ initialValues: settings, validate });
  // A setting left out goes back to its default: the other sections' settings go as they are now.
  const submit = form.onSubmit(({ quick_check_seconds, require_every_item }) =>
    save.mutate(
      { ...current, quick_check_seconds, require_every_item },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message);
          form.resetDirty(answer.data);
        },
        onError: (error) => void showFormErrors(form, error),
      },
    ),
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-checklists">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="settings-checklists">
            {t('checklists.title')}
          </Title>
          <NumberField
            label={t('checklists.quickCheckSeconds')}
            description={t('checklists.quickCheckHint')}
            whole
            grouped
            maw={320}
            {...form.getInputProps('quick_check_seconds')}
          />
          <Switch
            label={t('checklists.requireEveryItem')}
            description={t('checklists.requireEveryItemHint')}
            {...form.getInputProps('require_every_item', { type: 'checkbox' })}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('checklists.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
