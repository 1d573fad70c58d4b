import type { ExpiryStatus, ReportExpiryStatus } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { ExpiryChip, type ExpiryLabels } from '../../../components/expiry-chip/expiry-chip';
import { formatDate } from '../../../lib/format';

/** The report's words for the chip's statuses: an upcoming expiry is the chip's "expiring". */
function useExpiryLabels(): ExpiryLabels {
  const { t } = useTranslation('reports');
  return { expired: t('status.expired'), expiring: t('status.upcoming'), ok: t('status.ok') };
}

const chipStatus: Record<ReportExpiryStatus, ExpiryStatus> = { expired: 'expired', upcoming: 'expiring' };

/** An expiry date, red when expired and orange when coming up in the range (as on the other screens). */
export function ReportExpiryDate({ date, status }: { date: string | null; status: ReportExpiryStatus | null }) {
  const labels = useExpiryLabels();
  if (date === null) return null;
  return <ExpiryChip text={formatDate(date)} status={status ? chipStatus[status] : 'ok'} labels={labels} />;
}

/** 'Expired' or 'Upcoming' in words; nothing for a document outside the report. */
export function ReportExpiryStatusText({ status }: { status: ReportExpiryStatus | null }) {
  const { t } = useTranslation('reports');
  return status ? t(`status.${status}`) : null;
}
