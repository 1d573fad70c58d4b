import './i18n';
import { ActionIcon, Stack, Title } from '@mantine/core';
import { rateDefaultPageSize, type Rate } from '@fleet-ops/shared';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { Pagination, type PageSize } from '../../components/pagination/pagination';
import { useDialog } from '../../components/use-dialog';
import { formatMoney } from '../../lib/format';
import { useRates } from './api/get-rates';
import { RateFormModal } from './components/rate-form-modal';

/** Which rate the modal edits. */
type Editing = { rate: Rate };

/** /rates: 'Rate for Vehicles', the daily rates of each vehicle parent type, 50 per page. */
export default function RatesScreen() {
  const { t } = useTranslation('rates');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(rateDefaultPageSize as PageSize);
  const rates = useRates({ page, per_page: perPage });
  const { dialog: editing, opened, open, close } = useDialog<Editing>();

  const columns: DataTableColumn<Rate>[] = [
    { key: 'vehicle_parent_type', header: t('columns.vehicleType') },
    { key: 'full_day_rate', header: t('columns.fullDayRate'), render: (rate) => formatMoney(rate.full_day_rate) },
    { key: 'shared_day_rate', header: t('columns.sharedDayRate'), render: (rate) => formatMoney(rate.shared_day_rate) },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 72,
      render: (rate) => (
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('edit', { type: rate.vehicle_parent_type })}
          onClick={() => open({ rate })}
        >
          <IconPencil size={18} />
        </ActionIcon>
      ),
    },
  ];

  const data = rates.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <div>
        <DataTable
          columns={columns}
          rows={data?.data ?? []}
          rowKey={(rate) => rate.id}
          caption={t('tableCaption')}
          loading={rates.isFetching}
        />
        <Pagination
          page={data?.current_page ?? page}
          lastPage={data?.last_page ?? 1}
          total={data?.total ?? 0}
          pageSize={perPage}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        />
      </div>
      {editing && <RateFormModal key={editing.serial} rate={editing.rate} opened={opened} onClose={close} />}
    </Stack>
  );
}
