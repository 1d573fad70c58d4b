import { Badge } from '@mantine/core';
import type { WorkOrderStatus } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';

const colors: Record<WorkOrderStatus, string> = { open: 'blue', in_progress: 'yellow', done: 'green' };

export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  const { t } = useTranslation('workOrders');
  return (
    <Badge color={colors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
