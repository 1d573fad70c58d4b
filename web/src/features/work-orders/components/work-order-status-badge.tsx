import { TintedBadge } from '../../../components/tinted-badge';
import type { WorkOrderStatus } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';

const colors: Record<WorkOrderStatus, string> = { open: 'blue', in_progress: 'yellow', done: 'green' };

export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  const { t } = useTranslation('workOrders');
  return <TintedBadge color={colors[status]}>{t(`status.${status}`)}</TintedBadge>;
}
