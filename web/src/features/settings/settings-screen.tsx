import './i18n';
import { Center, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiTokensSection } from '../api-tokens';
import { ChecklistItemClassesSection } from '../defects';
import { DigestSettingsSection } from '../renewals';
import { WebhooksSection } from '../webhooks';
import { useSiteSettings } from './api/get-site-settings';
import { ChecklistSettingsSection } from './components/checklist-settings-section';
import { settingsNamespace } from './i18n';

/**
 * /settings (admins): the site's settings, one section each, each saving on its own: the checklist
 * settings, then the checklist items' classes (from the defects feature), then the admin's own
 * API tokens, then the webhooks.
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
        </>
      )}
      <ChecklistItemClassesSection />
      <ApiTokensSection />
      <WebhooksSection />
    </Stack>
  );
}
