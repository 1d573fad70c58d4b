import { driverExpiryWarningDays, expiryStatuses, type ExpiryStatus } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import {
  ExpiryChip,
  ExpiryLegend as ExpiryColours,
  type ExpiryLabels,
} from '../../../components/expiry-chip/expiry-chip';
import { formatDate } from '../../../lib/format';

function useExpiryLabels(): ExpiryLabels {
  const { t } = useTranslation('drivers');
  return {
    expired: t('expiry.expired'),
    expiring: t('expiry.expiring', { days: driverExpiryWarningDays }),
    ok: t('expiry.ok'),
  };
}

/** A licence expiry date, coloured by the status the server computed; valid licences are marked too. */
export function ExpiryDate({ date, status }: { date: string; status: ExpiryStatus }) {
  return <ExpiryChip text={formatDate(date)} status={status} labels={useExpiryLabels()} markOk />;
}

/** What the three licence colours mean. */
export function ExpiryLegend() {
  const { t } = useTranslation('drivers');
  return <ExpiryColours title={t('expiry.legend')} labels={useExpiryLabels()} statuses={expiryStatuses} />;
}
