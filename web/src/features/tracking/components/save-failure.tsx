import { Button, Group, Text } from '@mantine/core';
import { trackingMessages } from '@fleet-ops/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { showError } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';

/**
 * A failed save of a tracking row. Someone else saved the row since it was read (409): the
 * server changed nothing, and a dialog says so and offers to reload the week, so the newer save
 * is seen before editing again. A 422 goes to `onInvalid` (the form or a toast); anything else is
 * toasted, as the API client would (the save asks it not to, so the 409 is not toasted too).
 */
export function useSaveFailure(reload: () => void): {
  report: (error: unknown, onInvalid: (error: ApiError) => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation('tracking');
  const [stale, setStale] = useState(false);
  const report = (error: unknown, onInvalid: (error: ApiError) => void) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 409) setStale(true);
    else if (error.status === 422) onInvalid(error);
    else if (error.status !== 401) showError(error.lines);
  };
  const dialog = (
    <AppModal opened={stale} onClose={() => setStale(false)} title={t('stale.title')} centered>
      <Text role="alert">{translateMessage(trackingMessages.staleRow)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => setStale(false)}>
          {t('stale.keepEditing')}
        </Button>
        <Button
          onClick={() => {
            setStale(false);
            reload();
          }}
        >
          {t('stale.reload')}
        </Button>
      </Group>
    </AppModal>
  );
  return { report, dialog };
}
