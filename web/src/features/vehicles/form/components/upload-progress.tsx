import { Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { vehicleFormNamespace } from '../i18n';
import type { UploadProgress } from '../upload-files';

/** What the saving overlay shows: a spinner while the fields save, then which file is uploading and how far. */
export function UploadProgressView({ progress }: { progress: UploadProgress | null }) {
  const { t } = useTranslation(vehicleFormNamespace);
  const { t: tc } = useTranslation();
  if (!progress) return <Loader role="status" aria-label={tc('common.loading')} />;
  const percent = Math.round(progress.fraction * 100);
  return (
    <Paper withBorder shadow="md" p="md" w={320} maw="90vw" role="status">
      <Stack gap="xs">
        <Text size="sm" truncate="end">
          {t('upload.progress', { current: progress.current, total: progress.total, name: progress.name })}
        </Text>
        <Progress value={percent} aria-label={t('upload.progressLabel')} />
      </Stack>
    </Paper>
  );
}
