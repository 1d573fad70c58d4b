import './i18n';
import { notifications } from '@mantine/notifications';
import { firstAidKitColumns } from '@fleet-ops/shared';
import { useQueryState } from 'nuqs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortState } from '../../components/data-table/data-table';
import { ExpiryLegend } from '../../components/expiry-chip/expiry-chip';
import { ExpiryFilter, expiryParam } from '../../components/expiry-filter/expiry-filter';
import { clientListPage } from '../../components/list-screen/client-list-page';
import { useExpiryLabels } from '../../components/list-screen/expiry-labels';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useClientPages } from '../../components/pagination/use-client-pages';
import { useDialog } from '../../components/use-dialog';
import { intlLocale } from '../../lib/i18n';
import { searchParam } from '../../lib/list-address';
import { ImportButton } from '../../components/import-button';
import { useEquipmentNumbers } from '../vehicles';
import { useExportFirstAidKits } from './api/export-first-aid-kits';
import { useFirstAidKits } from './api/get-first-aid-kits';
import { kitPhoneColumns, useKitCells } from './components/kit-cells';
import { KitDialogs, type KitDialogRequest } from './components/kit-dialogs';
import { kitExportFilter, kitsByExpiry, searchKits, sortKits } from './kit-list';

/** The search and expiry filter, kept in the address so a reload or a shared link shows the same kits. */
const searchInAddress = searchParam.withOptions({ history: 'replace' });
const expiryInAddress = expiryParam.withOptions({ history: 'replace' });

/** /first-aid-kits: each vehicle's kit, its type and the month it expires; the browser searches, sorts and pages. */
export default function FirstAidKitsScreen() {
  const { t } = useTranslation('firstAidKits');
  const kits = useFirstAidKits();
  const vehicles = useEquipmentNumbers();
  const exporter = useExportFirstAidKits();
  const [search, setSearch] = useQueryState('search', searchInAddress);
  const [expiry, setExpiry] = useQueryState('expiry', expiryInAddress);
  const [sort, setSort] = useState<SortState | null>(null);
  const dialogs = useDialog<KitDialogRequest>();
  const statusLabels = useExpiryLabels('firstAidKits');
  const cells = useKitCells(
    statusLabels,
    (kit) => dialogs.open({ kind: 'form', kit }),
    (kit) => dialogs.open({ kind: 'delete', kit }),
  );
  const shown = kitsByExpiry(searchKits(kits.data ?? [], search, intlLocale()), expiry);
  const pages = useClientPages(sortKits(shown, sort), 50);
  const searchFor = (next: string) => {
    void setSearch(next);
    pages.firstPage();
  };

  useEffect(() => {
    // The spec's wording and title for this one failure.
    if (vehicles.isError) notifications.show({ title: t('errorTitle'), message: t('equipmentError'), color: 'red' });
  }, [vehicles.isError, t]);

  return (
    <ListScreen
      title={t('title')}
      search={{ label: t('search'), placeholder: t('searchPlaceholder'), value: search, onChange: searchFor }}
      filters={
        <ExpiryFilter
          label="expiry"
          window="nextMonth"
          value={expiry}
          onChange={(next) => {
            void setExpiry(next);
            pages.firstPage();
          }}
        />
      }
      tools={<ImportButton kind="first_aid_kits" />}
      exports={{ mutation: exporter, filter: kitExportFilter(search, sort, expiry) }}
      add={{ label: t('addNew'), onAdd: () => dialogs.open({ kind: 'form', kit: null }) }}
      legend={<ExpiryLegend title={t('status.legend')} labels={statusLabels} />}
      columns={{ catalogue: firstAidKitColumns, cells }}
      table={{
        caption: t('tableCaption'),
        rowKey: (kit) => kit.id,
        phoneColumns: kitPhoneColumns,
        sort,
        onSortChange: setSort,
      }}
      page={clientListPage(pages, kits.isFetching)}
    >
      <KitDialogs dialogs={dialogs} vehicles={vehicles.data ?? []} />
    </ListScreen>
  );
}
