import { Alert } from '@mantine/core';
import type { Vehicle } from '@fleet-ops/shared';
import { IconClipboardCheck, IconClipboardOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { vehicleOverviewNamespace } from '../i18n';

/**
 * The record's inspection state (issue 36): valid until when, or "do not operate" without a valid
 * inspection. Out of service has its own red alert above, which says more.
 */
/**
 * The titles' colours: Mantine's green and orange on their pale alert backgrounds fail WCAG AA
 * (axe, the accessibility journey); these darker shades are about 6:1 there.
 */
const titleColours = { valid: '#1f6a30', expired: '#a33a0a' } as const;

export function InspectionStateAlert({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  const until = vehicle.inspection_valid_until;
  if (vehicle.inspection_state === 'out_of_service') return null;
  if (vehicle.inspection_state === 'valid') {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconClipboardCheck size={20} />}
        title={t('inspection.valid')}
        styles={{ title: { color: titleColours.valid } }}
      >
        {until && t('inspection.validUntil', { time: formatDateTime(until) })}
      </Alert>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconClipboardOff size={20} />}
      title={t('inspection.expired')}
      styles={{ title: { color: titleColours.expired } }}
    >
      {until ? t('inspection.expiredAt', { time: formatDateTime(until) }) : t('inspection.never')}
    </Alert>
  );
}
