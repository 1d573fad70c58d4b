import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { ExpiryStatus } from '@fleet-ops/shared';
import { IconAlertTriangle, IconCircleCheck, IconClockExclamation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './expiry-chip.module.css';

/** What each status is called on a screen ('Expired', 'Expires within 30 days', ...). */
export type ExpiryLabels = Record<ExpiryStatus, string>;

const icons = { expired: IconAlertTriangle, expiring: IconClockExclamation, ok: IconCircleCheck } as const;

function Chip({
  status,
  markOk,
  title,
  children,
}: {
  status: ExpiryStatus;
  markOk: boolean;
  title?: string;
  children: ReactNode;
}) {
  const quiet = status === 'ok' && !markOk;
  const Icon = icons[status];
  return (
    <span
      className={`${classes.chip} ${classes[status]} ${status === 'ok' && markOk ? classes.okMarked : ''}`}
      data-expiry={status}
      title={title}
    >
      {!quiet && <Icon size={14} aria-hidden />}
      {children}
    </span>
  );
}

type ExpiryChipProps = {
  /** The date or month, already formatted. */
  text: string;
  /** Computed by the server in the business timezone. */
  status: ExpiryStatus;
  labels: ExpiryLabels;
  /** Show valid dates in green with their label too, not only the expired and expiring ones. */
  markOk?: boolean;
};

/**
 * An expiry coloured by its status: red when expired, orange when expiring soon. Colour is never
 * the only signal: an icon shows it and screen readers hear the status.
 */
export function ExpiryChip({ text, status, labels, markOk = false }: ExpiryChipProps) {
  const announced = status !== 'ok' || markOk;
  return (
    <Chip status={status} markOk={markOk} title={announced ? labels[status] : undefined}>
      {text}
      {announced && <VisuallyHidden> ({labels[status]})</VisuallyHidden>}
    </Chip>
  );
}

/** What the colours mean, in the order given. */
export function ExpiryLegend({
  title,
  labels,
  statuses = ['expired', 'expiring'],
}: {
  title: string;
  labels: ExpiryLabels;
  statuses?: readonly ExpiryStatus[];
}) {
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={title}>
      <Text size="sm" c="dimmed">
        {title}:
      </Text>
      {statuses.map((status) => (
        <Chip key={status} status={status} markOk>
          {labels[status]}
        </Chip>
      ))}
    </Group>
  );
}
