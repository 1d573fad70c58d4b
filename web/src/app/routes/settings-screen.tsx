import { Center, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiTokensSection } from '../../features/api-tokens/api-tokens-section';
import { ChecklistItemClassesSection } from '../../features/defects/components/checklist-item-classes';
import { DigestSettingsSection } from '../../features/renewals/components/digest-settings-section';
import { settingsNamespace, useSiteSettings } from '../../features/settings';
import { ChecklistSettingsSection } from '../../features/settings/components/checklist-settings-section';
import { ShiftSettingsSection } from '../../features/settings/components/shift-settings-section';
import { WebhooksSection } from '../../features/webhooks/webhooks-section';
import { RetentionSettingsSection } from '../../features/records/components/retention-settings-section';

/**
 * /settings (admins): the site's settings, one section each, each saving on its own: the checklist
 * settings, then the checklist items' classes (from the defects feature), then the admin's own
 * API tokens, then the webhooks. A composition of five features, so it lives with the app's routes.
 */
export default function SettingsScreen() {
  const { t } = useTranslation(settingsNamespace);
  const settings = useSiteSettings();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {!settings.data ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('title')} />
        </Center>
      ) : (
        <>
          <ChecklistSettingsSection settings={settings.data} />
          <DigestSettingsSection settings={settings.data} />
          <ShiftSettingsSection settings={settings.data} />
        </>
      )}
      <RetentionSettingsSection />
      <ChecklistItemClassesSection />
      <ApiTokensSection />
      <WebhooksSection />
    </Stack>
  );
}
