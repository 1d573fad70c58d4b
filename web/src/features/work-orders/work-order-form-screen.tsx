import './i18n';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadingArea } from '../../components/loading-area';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { translateMessage } from '../../lib/i18n';
import { useWorkOrder } from './api/work-orders';
import { WorkOrderForm } from './components/work-order-form';
import { workOrderPath } from './work-order-paths';

const idFrom = (text: string | null | undefined) => (text && /^\d{1,10}$/.test(text) ? Number(text) : 0);

/**
 * `/work-orders/new` (a defect's detail and the vehicle record link here with `vehicle_id` and
 * `defect_id`) and `/work-orders/:id/edit`.
 */
export default function WorkOrderFormScreen() {
  const { t } = useTranslation('workOrders');
  const navigate = useNavigate();
  const id = idFrom(useParams().id);
  const [search] = useSearchParams();
  const existing = useWorkOrder(id);
  const back = id ? workOrderPath(id) : paths.workOrders;

  let content;
  if (id === 0) {
    content = (
      <WorkOrderForm
        order={null}
        preset={{ vehicleId: idFrom(search.get('vehicle_id')), defectId: idFrom(search.get('defect_id')) }}
        onDone={(created) => void navigate(workOrderPath(created))}
        onCancel={() => void navigate(back)}
      />
    );
  } else if (existing.data) {
    content = (
      <WorkOrderForm
        order={existing.data}
        onDone={(saved) => void navigate(workOrderPath(saved))}
        onCancel={() => void navigate(back)}
      />
    );
  } else if (existing.isError) {
    content = (
      <Text role="alert">
        {existing.error instanceof ApiError ? translateMessage(existing.error.message) : t('loadError')}
      </Text>
    );
  } else content = <LoadingArea minHeight={200} />;

  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to={paths.workOrders} size="sm">
        {t('detail.back')}
      </Anchor>
      <Title order={1} size="h2">
        {id ? t('form.editTitle', { id }) : t('form.addTitle')}
      </Title>
      {content}
    </Stack>
  );
}
