import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { SafetyExpiryStatus } from '@fleet-ops/shared';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './safety-expiry.module.css';

const icons = { expired: IconAlertTriangle, expiring: IconClockExclamation, ok: null } as const;

export type SafetyExpiryLabels = Record<SafetyExpiryStatus, string>;

function Chip({ status, title, children }: { status: SafetyExpiryStatus; title?: string; children: ReactNode }) {
  const Icon = icons[status];
  return (
    <span className={`${classes.chip} ${classes[status]}`} data-expiry={status} title={title}>
      {Icon && <Icon size={14} aria-hidden />}
      {children}
    </span>
  );
}

/**
 * An expiry (a date or a month, already formatted) coloured by the status the server computed in
 * the business timezone: red when expired, orange when expiring within a month. Screen readers
 * hear the status too.
 */
export function SafetyExpiry({
  text,
  status,
  labels,
}: {
  text: string;
  status: SafetyExpiryStatus;
  labels: SafetyExpiryLabels;
}) {
  return (
    <Chip status={status} title={status === 'ok' ? undefined : labels[status]}>
      {text}
      {status !== 'ok' && <VisuallyHidden> ({labels[status]})</VisuallyHidden>}
    </Chip>
  );
}

/** What red and orange mean. */
export function SafetyExpiryLegend({ title, labels }: { title: string; labels: SafetyExpiryLabels }) {
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={title}>
      <Text size="sm" c="dimmed">
        {title}:
      </Text>
      <Chip status="expired">{labels.expired}</Chip>
      <Chip status="expiring">{labels.expiring}</Chip>
    </Group>
  );
}

/** "May 2026" / "mai 2026" for a 'YYYY-MM' month. */
export function formatMonth(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}
