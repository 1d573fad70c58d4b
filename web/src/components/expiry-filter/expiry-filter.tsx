import { expiryFilters, type ExpiryFilter as ExpiryChoice } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { anyChoice, anyOrChoiceParam } from '../../lib/list-address';
import { ChoiceFilter } from '../list-screen/list-filters';
import { expiryFilterNamespace } from '.';

/** The filter's value in the address: `expired`, `expiring`, or "Any" (left out of the address). */
export const expiryParam = anyOrChoiceParam(expiryFilters);
export type ExpiryFilterValue = ExpiryChoice | typeof anyChoice;

/** The query a list sends for the filter: nothing for "Any". */
export function expiryQuery<Name extends string>(name: Name, value: ExpiryFilterValue) {
  return (value === anyChoice ? {} : { [name]: value }) as Partial<Record<Name, ExpiryChoice>>;
}

type ExpiryFilterProps = {
  /** "Licence" on the drivers list, "Expiry" on the kits and extinguishers. */
  label: 'licence' | 'expiry';
  /** How far "expiring" reaches on this list, as its colours and Home's count read it. */
  window: 'days30' | 'month' | 'nextMonth';
  value: ExpiryFilterValue;
  onChange: (value: ExpiryFilterValue) => void;
};

/**
 * Expired / expiring rows only (issue 35): what a Home count opens, shown as a filter the reader
 * sees and removes by choosing Any.
 */
export function ExpiryFilter({ label, window, value, onChange }: ExpiryFilterProps) {
  const { t } = useTranslation(expiryFilterNamespace);
  return (
    <ChoiceFilter
      label={t(label)}
      anyLabel={t('any')}
      choices={[
        { value: 'expired', label: t('expired') },
        { value: 'expiring', label: t(`expiring.${window}`) },
      ]}
      value={value}
      onChange={onChange}
      width={220}
    />
  );
}
