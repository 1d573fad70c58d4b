import { driverExpiryWarningDays, type DriverOptionWithLicence } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { ExpiryChip } from '../../../components/expiry-chip/expiry-chip';
import { formatDate } from '../../../lib/format';

/**
 * A driver's licence when it matters for assigning: expired (the server refuses the driver) or
 * expiring within the warning window. A valid licence shows nothing, so the list stays short.
 */
export function DriverLicence({ driver }: { driver: Pick<DriverOptionWithLicence, 'expiry_date' | 'expiry_status'> }) {
  const { t } = useTranslation('assignments');
  if (driver.expiry_status === 'ok') return null;
  const date = formatDate(driver.expiry_date);
  const text = driver.expiry_status === 'expired' ? t('licence.expired', { date }) : t('licence.expiring', { date });
  const labels = {
    expired: t('licence.cannotAssign'),
    expiring: t('licence.within', { days: driverExpiryWarningDays }),
    ok: '',
  };
  return <ExpiryChip text={text} status={driver.expiry_status} labels={labels} />;
}
