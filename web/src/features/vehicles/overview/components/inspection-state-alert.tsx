import { Alert } from '@mantine/core';
import type { Vehicle } from '@fleet-ops/shared';
import { IconClipboardCheck, IconClipboardOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { vehicleOverviewNamespace } from '../i18n';

/**
 * The record's inspection state (issue 36): valid until when, or "do not operate" without a valid
 * inspection. Out of service has its own red alert above, which says more. The darkest shades,
 * as in the Vehicles list's column: the light alert's title in plain orange fails axe's contrast.
 */
export function InspectionStateAlert({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  const until = vehicle.inspection_valid_until;
  if (vehicle.inspection_state === 'out_of_service') return null;
  if (vehicle.inspection_state === 'valid') {
    return (
      <Alert color="green.9" variant="light" icon={<IconClipboardCheck size={20} />} title={t('inspection.valid')}>
        {until && t('inspection.validUntil', { time: formatDateTime(until) })}
      </Alert>
    );
  }
  return (
    <Alert color="orange.9" variant="light" icon={<IconClipboardOff size={20} />} title={t('inspection.expired')}>
      {until ? t('inspection.expiredAt', { time: formatDateTime(until) }) : t('inspection.never')}
    </Alert>
  );
}
