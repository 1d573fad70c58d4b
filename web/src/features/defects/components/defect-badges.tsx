import { Badge } from '@mantine/core';
import { TintedBadge } from '../../../components/tinted-badge';
import type { DefectSeverity, DefectStatus } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import '../i18n';

const statusColors: Record<DefectStatus, string> = {
  open: 'red',
  acknowledged: 'orange',
  repaired: 'blue',
  verified: 'green',
  no_defect_found: 'gray',
};

/** A defect's status in words and colour (the words carry the meaning; the colour only helps). */
export function DefectStatusBadge({ status }: { status: DefectStatus }) {
  const { t } = useTranslation('defects');
  return (
    <TintedBadge color={statusColors[status]} radius="sm">
      {t(`status.${status}`)}
    </TintedBadge>
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
    <TintedBadge color="yellow" radius="sm">
      {t('severity.minor')}
    </TintedBadge>
  );
}
