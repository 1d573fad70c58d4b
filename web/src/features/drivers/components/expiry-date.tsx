import { Group, Text, VisuallyHidden } from '@mantine/core';
import { driverExpiryWarningDays, type ExpiryStatus } from '@fleet-ops/shared';
import { IconAlertTriangle, IconCircleCheck, IconClockExclamation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import classes from './expiry-date.module.css';

export const expiryStatusOrder = ['expired', 'expiring', 'ok'] as const satisfies readonly ExpiryStatus[];

const icons = { expired: IconAlertTriangle, expiring: IconClockExclamation, ok: IconCircleCheck } as const;

function useStatusLabel() {
  const { t } = useTranslation('drivers');
  return (status: ExpiryStatus) =>
    status === 'expiring' ? t('expiry.expiring', { days: driverExpiryWarningDays }) : t(`expiry.${status}`);
}

function ExpiryChip({ status, title, children }: { status: ExpiryStatus; title?: string; children: ReactNode }) {
  const Icon = icons[status];
  return (
    <span className={`${classes.chip} ${classes[status]}`} data-expiry={status} title={title}>
      <Icon size={14} aria-hidden />
      {children}
    </span>
  );
}

type ExpiryDateProps = {
  date: string;
  /** Computed by the server in the business timezone: expired on or before today, expiring within 30 days. */
  status: ExpiryStatus;
};

/** A licence expiry date, coloured and iconed by its status; screen readers hear the status too. */
export function ExpiryDate({ date, status }: ExpiryDateProps) {
  const label = useStatusLabel()(status);
  return (
    <ExpiryChip status={status} title={label}>
      {formatDate(date)}
      <VisuallyHidden> ({label})</VisuallyHidden>
    </ExpiryChip>
  );
}

/** What the three expiry colours mean. */
export function ExpiryLegend() {
  const { t } = useTranslation('drivers');
  const statusLabel = useStatusLabel();
  return (
    <Group gap="xs" wrap="wrap" aria-label={t('expiry.legend')} role="group">
      <Text size="sm" c="dimmed">
        {t('expiry.legend')}:
      </Text>
      {expiryStatusOrder.map((status) => (
        <ExpiryChip key={status} status={status}>
          {statusLabel(status)}
        </ExpiryChip>
      ))}
    </Group>
  );
}
