import { Badge } from '@mantine/core';
import type { DefectSeverity, DefectStatus } from '@fleet-ops/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';

const statusColors: Record<DefectStatus, string> = {
  open: 'red',
  acknowledged: 'orange',
  repaired: 'blue',
  verified: 'green',
  no_defect_found: 'gray',
};

/** Black words on the pale badges: a light tint's own text colour is too faint on a tinted or striped row. */
const blackWords = { '--badge-color': 'var(--mantine-color-black)' } as CSSProperties;

/** A defect's status in words and colour (the words carry the meaning; the colour only helps). */
export function DefectStatusBadge({ status }: { status: DefectStatus }) {
  const { t } = useTranslation('defects');
  return (
    <Badge color={statusColors[status]} variant="light" radius="sm" style={blackWords}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Major in solid red (it takes the vehicle out of service), minor in pale yellow with black words (readable on any row). */
export function DefectSeverityBadge({ severity }: { severity: DefectSeverity }) {
  const { t } = useTranslation('defects');
  return severity === 'major' ? (
    <Badge color="red" variant="filled" radius="sm">
      {t('severity.major')}
    </Badge>
  ) : (
    <Badge color="yellow" variant="light" radius="sm" style={blackWords}>
      {t('severity.minor')}
    </Badge>
  );
}

/** The red "Out of service" badge of a vehicle with an unverified major defect. */
export function OutOfServiceBadge() {
  const { t } = useTranslation('defects');
  return (
    <Badge color="red" variant="filled" radius="sm">
      {t('outOfService')}
    </Badge>
  );
}
