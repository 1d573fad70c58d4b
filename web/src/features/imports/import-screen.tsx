import './i18n';
import { Alert, Button, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { importColumns, importKeyFields, importKinds, importRequiredFields, type ImportKind } from '@fleet-ops/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-screen-title';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { currentLanguage, translateMessage } from '../../lib/i18n';
import { useCheckImport } from './api/check-import';
import { useCommitImport, type ImportProgress } from './api/commit-import';
import { useDownloadTemplate } from './api/download-template';
import { CheckResult } from './components/check-result';
import { rowMessages } from './components/import-rows-table';

const listPaths: Record<ImportKind, string> = {
  vehicles: paths.vehicles,
  drivers: paths.drivers,
  rates: paths.rates,
  fire_extinguishers: paths.incidents,
  first_aid_kits: paths.firstAidKits,
  // Readings are kept per vehicle: their history is on each vehicle's record.
  meter_readings: paths.vehicles,
};

const fileTypes = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** /import/:kind: template, upload and dry run, then the import with its progress and result. */
export default function ImportScreen() {
  const { kind } = useParams();
  const known = importKinds.find((one) => one === kind);
  if (!known) return <Navigate to={paths.home} replace />;
  return <ImportFlow key={known} kind={known} />;
}

function ImportFlow({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('imports');
  const language = currentLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const template = useDownloadTemplate(kind);
  const check = useCheckImport(kind);
  const commit = useCommitImport(setProgress);
  const columnNames = (fields: readonly string[]) =>
    importColumns[kind]
      .filter((column) => fields.includes(column.field))
      .map((column) => column[language])
      .join(', ');
  const fileError = check.error instanceof ApiError && [413, 422].includes(check.error.status) ? check.error : null;
  const result = commit.data;
  // The menu has no Import entry, so the screen names its tab itself.
  useDocumentTitle(`${t(`title.${kind}`)} · ${t('app.name', { ns: 'translation' })}`);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    check.reset();
    commit.reset();
    setProgress(null);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(`title.${kind}`)}
      </Title>
      <Text>{t('intro')}</Text>
      {kind === 'meter_readings' && <Text size="sm">{t('meterReadingsNote')}</Text>}
      <Text size="sm">{t('columns', { columns: columnNames(importColumns[kind].map((column) => column.field)) })}</Text>
      <Text size="sm">{t('requiredColumns', { columns: columnNames(importRequiredFields[kind]) })}</Text>
      <Text size="sm">{t('keyColumns', { columns: columnNames(importKeyFields[kind]) })}</Text>
      <Group gap="sm">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={18} />}
            loading={template.isPending && template.variables === format}
            onClick={() => template.mutate(format)}
          >
            {t(format === 'csv' ? 'templateCsv' : 'templateXlsx')}
          </Button>
        ))}
      </Group>
      <Group align="flex-end" gap="sm">
        <FileInput
          label={t('file')}
          description={t('fileDescription')}
          placeholder={t('filePlaceholder')}
          accept={fileTypes}
          value={file}
          onChange={choose}
          error={fileError?.lines.map(translateMessage).join(' ')}
          w={{ base: '100%', xs: 420 }}
          clearable
          // Mantine's clear button is an icon with no name of its own (axe: button-name).
          clearButtonProps={{ 'aria-label': t('clearFile') }}
        />
        <Button
          disabled={!file || commit.isPending}
          loading={check.isPending}
          onClick={() => file && check.mutate({ file, onUploadProgress: setUploaded })}
        >
          {t('check')}
        </Button>
      </Group>
      {check.isPending && <Progress value={uploaded * 100} aria-label={t('uploading')} animated={uploaded === 1} />}
      {check.data && !result && (
        <CheckResult
          key={check.data.id}
          check={check.data}
          onConfirm={() => commit.mutate(check.data.id)}
          importing={commit.isPending ? { progress } : null}
        />
      )}
      {result && (
        <Alert color={result.run.status === 'imported' ? 'green' : 'red'}>
          <Stack gap="xs">
            <Text>
              {result.run.status === 'imported'
                ? t('done', { added: result.run.new_count, updated: result.run.update_count })
                : translateMessage(result.message)}
            </Text>
            {rowMessages(kind, result.errors).map((message) => (
              <Text key={message}>{message}</Text>
            ))}
            <Group>
              <Button component={Link} to={listPaths[kind]} variant="default">
                {t(`backTo.${kind}`)}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
