import './i18n';
import { Alert, Select, Stack, Title } from '@mantine/core';
import { workOrderStatuses } from '@fleet-ops/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnOptions } from '../../components/column-options/column-options';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import '../../components/list-controls-i18n';
import { SearchListToolbar } from '../../components/list-toolbar';
import { ServerPagination } from '../../components/pagination/pagination';
import { showError } from '../../components/toasts';
import { useListAddress } from '../../lib/list-address';
import { useEquipmentNumbers } from '../vehicles';
import { useExportWorkOrders, useWorkOrders } from './api/work-orders';
import { workOrderColumnDefaults, WorkOrdersTable } from './components/work-orders-table';
import {
  workOrderFilterParams,
  workOrderListAddress,
  workOrderListParams,
  type WorkOrderListState,
} from './work-order-list-state';
import { newWorkOrderPath } from './work-order-paths';

/** /work-orders: every work order, newest first, 50 a page; filters, search and page live in the address. */
export default function WorkOrdersScreen() {
  const { t } = useTranslation('workOrders');
  const { state, update } = useListAddress(workOrderListAddress);
  const workOrders = useWorkOrders(workOrderListParams(state));
  const exportCsv = useExportWorkOrders();
  const columns = useColumnPreferences('work_orders', workOrderColumnDefaults);
  const vehicles = useEquipmentNumbers();

  useEffect(() => {
    if (workOrders.isError) showError(t('loadError'));
  }, [workOrders.isError, t]);

  const result = workOrders.data;
  const any = { value: 'all', label: t('filters.any') };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <SearchListToolbar
        search={{
          label: t('search'),
          placeholder: t('searchPlaceholder'),
          value: state.search,
          onChange: (search) => update({ search }),
        }}
        filters={
          <>
            <Select
              label={t('filters.status')}
              data={[any, ...workOrderStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
              value={state.status}
              onChange={(value) => update({ status: (value ?? 'all') as WorkOrderListState['status'], page: 1 })}
              allowDeselect={false}
              w={{ base: '100%', xs: 160 }}
            />
            <Select
              label={t('filters.vehicle')}
              placeholder={t('filters.any')}
              data={(vehicles.data ?? []).map((vehicle) => ({
                value: String(vehicle.id),
                label: vehicle.equipment_number,
              }))}
              value={state.vehicle_id ? String(state.vehicle_id) : null}
              onChange={(value) => update({ vehicle_id: value ? Number(value) : null, page: 1 })}
              searchable
              clearable
              w={{ base: '100%', xs: 170 }}
            />
          </>
        }
        exportCsv={{
          label: t('exportCsv'),
          onExport: () => exportCsv.mutate(workOrderFilterParams(state)),
          exporting: exportCsv.isPending,
        }}
        columnOptions={
          <ColumnOptions preferences={columns.preferences} onSave={columns.save} saving={columns.isSaving} />
        }
        add={{ label: t('add'), to: newWorkOrderPath({ vehicleId: state.vehicle_id ?? undefined }) }}
      />
      {workOrders.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('loadError')}
        </Alert>
      )}
      <div>
        <WorkOrdersTable
          workOrders={result?.data ?? []}
          loading={workOrders.isFetching}
          visibleColumns={columns.visibleColumns}
        />
        <ServerPagination result={result} page={state.page} perPage={state.perPage} onChange={update} />
      </div>
    </Stack>
  );
}
