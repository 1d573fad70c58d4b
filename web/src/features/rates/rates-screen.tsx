import './i18n';
import { Stack, Title } from '@mantine/core';
import type { Rate } from '@fleet-ops/shared';
import { useQueryState } from 'nuqs';
import { useTranslation } from 'react-i18next';
import { ColumnOptions } from '../../components/column-options/column-options';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import { DataTable } from '../../components/data-table/data-table';
import { SearchListToolbar } from '../../components/list-toolbar';
import { Pagination } from '../../components/pagination/pagination';
import { useClientPages } from '../../components/pagination/use-client-pages';
import { useDialog } from '../../components/use-dialog';
import { searchParam } from '../../lib/list-address';
import { useExportRates } from './api/export-rates';
import { useRates } from './api/get-rates';
import { RateFormModal } from './components/rate-form-modal';
import { rateColumnDefaults, rateColumns, searchRates } from './components/rate-columns';
import { ImportButton } from '../imports';

/** Which rate the modal edits. */
type Editing = { rate: Rate };

/** The search, kept in the address so a reload or a shared link shows the same rates. */
const searchInAddress = searchParam.withOptions({ history: 'replace' });

/**
 * /rates: 'Rate for Vehicles', the daily rates of each vehicle parent type, 50 per page. There is
 * one rate a parent type, so the screen reads them all and searches and pages them itself.
 */
export default function RatesScreen() {
  const { t } = useTranslation('rates');
  const rates = useRates({ all: 1 });
  const exportCsv = useExportRates();
  const columns = useColumnPreferences('rates', rateColumnDefaults);
  const [search, setSearch] = useQueryState('search', searchInAddress);
  const { dialog: editing, opened, open, close } = useDialog<Editing>();
  const pages = useClientPages(searchRates(rates.data?.data ?? [], search), 50);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <SearchListToolbar
        search={{
          label: t('search'),
          placeholder: t('searchPlaceholder'),
          value: search,
          onChange: (next) => {
            void setSearch(next);
            pages.firstPage();
          },
        }}
        columnOptions={
          <>
            <ColumnOptions preferences={columns.preferences} onSave={columns.save} saving={columns.isSaving} />
            <ImportButton kind="rates" />
          </>
        }
        exportCsv={{
          label: t('exportCsv'),
          onExport: () => exportCsv.mutate(search ? { search } : {}),
          exporting: exportCsv.isPending,
        }}
      />
      <div>
        <DataTable
          columns={rateColumns(t, (rate) => open({ rate }))}
          rows={pages.rows}
          rowKey={(rate) => rate.id}
          caption={t('tableCaption')}
          loading={rates.isFetching}
          visibleColumns={columns.visibleColumns}
        />
        <Pagination {...pages.pagination} />
      </div>
      {editing && <RateFormModal key={editing.serial} rate={editing.rate} opened={opened} onClose={close} />}
    </Stack>
  );
}
