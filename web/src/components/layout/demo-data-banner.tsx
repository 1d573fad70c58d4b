import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/auth';
import '../../lib/i18n/shell';
import { ConfirmDialog } from '../confirm-dialog';
import { showSuccess } from '../toasts';
import { useDemoDataStatus, useRemoveDemoData } from './use-demo-data';

/**
 * Tells admins, on every screen, that the demo fleet is loaded (its people sign in with a
 * published password) and offers to remove it. Nothing for other roles, or once it is gone.
 */
export function DemoDataBanner() {
  return useCurrentUser()?.role === 'admin' ? <DemoDataReminder /> : null;
}

function DemoDataReminder() {
  return useDemoDataStatus().data.present ? <DemoDataAlert /> : null;
}

/**
 * The title's colour: Mantine's yellow text (#e67700) on the alert's pale yellow (#fff3bf) is
 * 2.7:1; this dark amber is 5.3:1 there, over WCAG AA's 4.5:1, and still reads as a warning.
 */
export const demoDataTitleColour = '#8a5a00';

function DemoDataAlert() {
  const { t } = useTranslation();
  const remove = useRemoveDemoData();
  const [confirming, setConfirming] = useState(false);

  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('shell.demoData.title')}
      styles={{ title: { color: demoDataTitleColour } }}
      role="region"
      aria-label={t('shell.demoData.title')}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('shell.demoData.message')}</Text>
        <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)}>
          {t('shell.demoData.remove')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('shell.demoData.confirmTitle')}
        message={t('shell.demoData.confirmMessage')}
        confirmLabel={t('shell.demoData.confirm')}
        onConfirm={async () => showSuccess((await remove.mutateAsync()).message)}
        onClose={() => setConfirming(false)}
      />
    </Alert>
  );
}
