import { Stack, Switch } from '@mantine/core';
import { importColumns, type ImportKind, type ImportOutcome, type ImportRowResult } from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/pagination/pagination';
import { useClientPages } from '../../../components/pagination/use-client-pages';
import { TintedBadge } from '../../../components/tinted-badge';
import { currentLanguage, translateMessage } from '../../../lib/i18n';

const outcomeColors: Record<ImportOutcome, string> = { new: 'green', update: 'blue', error: 'red' };

/** A row's messages, each after the name of its column in the reader's language. */
export function rowMessages(kind: ImportKind, errors: Record<string, string[]>): string[] {
  const language = currentLanguage();
  return Object.entries(errors).flatMap(([field, messages]) => {
    const column = importColumns[kind].find((one) => one.field === field);
    return messages.map((message) =>
      column ? `${column[language]}: ${translateMessage(message)}` : translateMessage(message),
    );
  });
}

/** The checked file's rows, 50 a page: each one's status and messages; the errors alone on demand. */
export function ImportRowsTable({ kind, rows }: { kind: ImportKind; rows: ImportRowResult[] }) {
  const { t } = useTranslation('imports');
  const [onlyErrors, setOnlyErrors] = useState(rows.some((row) => row.outcome === 'error'));
  const pages = useClientPages(onlyErrors ? rows.filter((row) => row.outcome === 'error') : rows, 50);
  const columns: DataTableColumn<ImportRowResult>[] = [
    { key: 'row', header: t('tableColumns.row'), width: 80 },
    { key: 'key', header: t('tableColumns.key') },
    {
      key: 'outcome',
      header: t('tableColumns.outcome'),
      render: (row) => <TintedBadge color={outcomeColors[row.outcome]}>{t(`outcome.${row.outcome}`)}</TintedBadge>,
    },
    {
      key: 'messages',
      header: t('tableColumns.messages'),
      render: (row) => (
        <Stack gap={2}>
          {rowMessages(kind, row.errors).map((message) => (
            <span key={message}>{message}</span>
          ))}
        </Stack>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Switch
        label={t('onlyErrors')}
        checked={onlyErrors}
        onChange={(event) => {
          setOnlyErrors(event.currentTarget.checked);
          pages.firstPage();
        }}
      />
      <div>
        <DataTable columns={columns} rows={pages.rows} rowKey={(row) => row.row} caption={t('tableCaption')} />
        <Pagination {...pages.pagination} />
      </div>
    </Stack>
  );
}
