import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { recordsNamespace } from '../i18n';
import { formatSize, type DownloadState } from './use-file-download';

/** The stream's progress: a moving bar and the bytes received so far (the total is not known ahead). */
export function DownloadProgress({ state }: { state: DownloadState }) {
  const { t } = useTranslation(recordsNamespace);
  if (!state.running) return null;
  const label =
    state.bytes === 0 ? t('file.preparing') : t('file.received', { size: formatSize(state.bytes, currentLanguage()) });
  return (
    <Stack gap={4}>
      <Progress value={100} striped animated aria-label={label} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}
