import { Badge } from '@mantine/core';
import { TintedBadge } from '../../../components/tinted-badge';
import type { MaintenanceStatus } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** Red, orange or green, like Home's expired and expiring tiles. */
const maintenanceStatusColors: Record<MaintenanceStatus, string> = {
  overdue: 'red',
  due_soon: 'orange',
  ok: 'green',
};

export function MaintenanceStatusBadge({ status }: { status: MaintenanceStatus }) {
  const { t } = useTranslation('maintenance');
  const words = t(`status.${status}`);
  if (status === 'ok') return <TintedBadge color={maintenanceStatusColors.ok}>{words}</TintedBadge>;
  return (
    <Badge color={maintenanceStatusColors[status]} variant="filled">
      {words}
    </Badge>
  );
}
