import './i18n';
import { rateColumns, type Rate } from '@fleet-ops/shared';
import { useQueryState } from 'nuqs';
import { useTranslation } from 'react-i18next';
import { clientListPage } from '../../components/list-screen/client-list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useClientPages } from '../../components/pagination/use-client-pages';
import { useDialog } from '../../components/use-dialog';
import { searchParam } from '../../lib/list-address';
import { ImportButton } from '../../components/import-button';
import { useExportRates } from './api/export-rates';
import { useRates } from './api/get-rates';
import { searchRates, useRateCells } from './components/rate-cells';
import { RateFormModal } from './components/rate-form-modal';

/** The search, kept in the address so a reload or a shared link shows the same rates. */
const searchInAddress = searchParam.withOptions({ history: 'replace' });

/**
 * /rates: 'Rate for Vehicles', the daily rates of each vehicle parent type, 50 per page. There is
 * one rate a parent type, so the screen reads them all and searches and pages them itself.
 */
export default function RatesScreen() {
  const { t } = useTranslation('rates');
  const rates = useRates({ all: 1 });
  const exporter = useExportRates();
  const [search, setSearch] = useQueryState('search', searchInAddress);
  const { dialog: editing, opened, open, close } = useDialog<{ rate: Rate }>();
  const pages = useClientPages(searchRates(rates.data?.data ?? [], search), 50);
  const cells = useRateCells((rate) => open({ rate }));

  return (
    <ListScreen
      title={t('title')}
      search={{
        label: t('search'),
        placeholder: t('searchPlaceholder'),
        value: search,
        onChange: (next) => {
          void setSearch(next);
          pages.firstPage();
        },
      }}
      tools={<ImportButton kind="rates" />}
      exports={{ mutation: exporter, filter: search ? { search } : {} }}
      columns={{ catalogue: rateColumns, cells }}
      table={{ caption: t('tableCaption'), rowKey: (rate) => rate.id }}
      page={clientListPage(pages, rates.isFetching)}
    >
      {editing && <RateFormModal key={editing.serial} rate={editing.rate} opened={opened} onClose={close} />}
    </ListScreen>
  );
}
