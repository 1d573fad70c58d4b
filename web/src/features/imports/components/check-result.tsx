import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ImportCheck } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { TintedBadge } from '../../../components/tinted-badge';
import { translateMessage } from '../../../lib/i18n';
import type { ImportProgress } from '../api/commit-import';
import { ImportRowsTable } from './import-rows-table';

type CheckResultProps = {
  check: ImportCheck;
  onConfirm: () => void;
  /** While the import runs: rows written of all rows (null until the first line comes). */
  importing: { progress: ImportProgress | null } | null;
};

/** The dry run's counts and rows; Confirm imports them, with a progress bar, once no row has an error. */
export function CheckResult({ check, onConfirm, importing }: CheckResultProps) {
  const { t } = useTranslation('imports');
  const progress = importing?.progress;
  const hasErrors = check.error_count > 0;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <TintedBadge color="green">{t('counts.new', { count: check.new_count })}</TintedBadge>
        <TintedBadge color="blue">{t('counts.update', { count: check.update_count })}</TintedBadge>
        <TintedBadge color="red">{t('counts.error', { count: check.error_count })}</TintedBadge>
      </Group>
      {check.notes.length > 0 && (
        // The server words them in the reader's language; translating again keeps an English one readable.
        <Alert color="yellow" title={t('notesTitle')}>
          <Stack gap={4}>
            {check.notes.map((note) => (
              <Text key={note} size="sm">
                {translateMessage(note)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {hasErrors && <Alert color="red">{t('errorsAlert')}</Alert>}
      <ImportRowsTable kind={check.kind} rows={check.rows} />
      <Group>
        <Button onClick={onConfirm} disabled={hasErrors || importing !== null} loading={importing !== null}>
          {t('confirm')}
        </Button>
      </Group>
      {importing && (
        <Stack gap={4}>
          <Progress
            value={progress ? (progress.done / progress.total) * 100 : 0}
            aria-label={t('progress', { done: progress?.done ?? 0, total: check.total_rows })}
          />
          <Text size="sm" aria-live="polite">
            {t('progress', { done: progress?.done ?? 0, total: check.total_rows })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
