import { useTranslation } from 'react-i18next';
import type { ExpiryLabels } from '../expiry-chip/expiry-chip';

/**
 * The words of an expiry chip and its legend, from a list's `status.expired`, `status.expiring`
 * and `status.ok` (first aid kits and extinguishers word "soon" their own way).
 */
export function useExpiryLabels(namespace: string): ExpiryLabels {
  const { t } = useTranslation(namespace);
  return { expired: t('status.expired'), expiring: t('status.expiring'), ok: t('status.ok') };
}
