import './i18n';
import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FirstAidKit } from '@fleet-ops/shared';
import { useQueryState } from 'nuqs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnOptions } from '../../components/column-options/column-options';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDialog } from '../../components/use-dialog';
import type { SortState } from '../../components/data-table/data-table';
import { Pagination } from '../../components/pagination/pagination';
import { useClientPages } from '../../components/pagination/use-client-pages';
import { showSuccess } from '../../components/toasts';
import { intlLocale } from '../../lib/i18n';
import { searchParam } from '../../lib/list-address';
import { useEquipmentNumbers } from '../vehicles';
import { ExpiryLegend, type ExpiryLabels } from '../../components/expiry-chip/expiry-chip';
import { useDeleteFirstAidKit } from './api/delete-first-aid-kit';
import { useExportFirstAidKits } from './api/export-first-aid-kits';
import { useFirstAidKits } from './api/get-first-aid-kits';
import { kitColumnDefaults } from './components/kit-columns';
import { KitFormModal } from './components/kit-form-modal';
import { KitsTable } from './components/kits-table';
import { kitExportFilter, searchKits, sortKits } from './kit-list';
import { SearchListToolbar } from '../../components/list-toolbar';
import { ImportButton } from '../imports';

type DialogRequest = { kind: 'form'; kit: FirstAidKit | null } | { kind: 'delete'; kit: FirstAidKit };

/** The search, kept in the address so a reload or a shared link shows the same kits. */
const searchInAddress = searchParam.withOptions({ history: 'replace' });

/** /first-aid-kits: each vehicle's kit, its type and the month it expires. */
export default function FirstAidKitsScreen() {
  const { t } = useTranslation('firstAidKits');
  const kits = useFirstAidKits();
  const vehicles = useEquipmentNumbers();
  const remove = useDeleteFirstAidKit();
  const exportCsv = useExportFirstAidKits();
  const columns = useColumnPreferences('first_aid_kits', kitColumnDefaults);
  const [search, setSearch] = useQueryState('search', searchInAddress);
  const [sort, setSort] = useState<SortState | null>(null);
  const { dialog, opened: dialogOpen, open, close } = useDialog<DialogRequest>();

  useEffect(() => {
    // The spec's wording and title for this one failure.
    if (vehicles.isError) {
      notifications.show({ title: t('errorTitle'), message: t('equipmentError'), color: 'red' });
    }
  }, [vehicles.isError, t]);

  const statusLabels: ExpiryLabels = {
    expired: t('status.expired'),
    expiring: t('status.expiring'),
    ok: t('status.ok'),
  };
  const pages = useClientPages(sortKits(searchKits(kits.data ?? [], search, intlLocale()), sort), 50);

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
        exportCsv={{
          label: t('exportCsv'),
          onExport: () => exportCsv.mutate(kitExportFilter(search, sort)),
          exporting: exportCsv.isPending,
        }}
        add={{ label: t('addNew'), onAdd: () => open({ kind: 'form', kit: null }) }}
        columnOptions={
          <>
            <ColumnOptions preferences={columns.preferences} onSave={columns.save} saving={columns.isSaving} />
            <ImportButton kind="first_aid_kits" />
          </>
        }
      />
      <ExpiryLegend title={t('status.legend')} labels={statusLabels} />
      <div>
        <KitsTable
          kits={pages.rows}
          loading={kits.isFetching}
          sort={sort}
          onSortChange={setSort}
          onEdit={(kit) => open({ kind: 'form', kit })}
          onDelete={(kit) => open({ kind: 'delete', kit })}
          statusLabels={statusLabels}
          visibleColumns={columns.visibleColumns}
        />
        <Pagination {...pages.pagination} />
      </div>

      {dialog?.kind === 'form' && (
        <KitFormModal
          key={dialog.serial}
          opened={dialogOpen}
          onClose={close}
          kit={dialog.kit}
          vehicles={vehicles.data ?? []}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          key={dialog.serial}
          opened={dialogOpen}
          onClose={close}
          title={t('confirm.deleteTitle')}
          message={t('confirm.deleteMessage')}
          confirmLabel={t('confirm.delete')}
          onConfirm={async () => {
            const response = await remove.mutateAsync(dialog.kit.id);
            showSuccess(response.message);
          }}
        />
      )}
    </Stack>
  );
}
