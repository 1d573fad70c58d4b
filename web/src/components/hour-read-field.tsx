import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from './inputs/number-field';
import { formatNumber } from '../lib/format';
import './meter-fields-i18n';

type Props = {
  lastHourRead: number | undefined;
  value: string | undefined;
  onChange: (value: string) => void;
  error?: ReactNode;
  size?: 'sm' | 'lg';
  /** When engine hours are the vehicle's only meter (a loader), the form requires them. */
  required?: boolean;
};

/** Engine hours, for a vehicle with an hour meter, with its last reading as the hint (issue 37). */
export function HourReadField({ lastHourRead, value, onChange, error, size = 'sm', required }: Props) {
  const { t } = useTranslation();
  return (
    <NumberField
      label={t('meterFields.hourRead')}
      required={required}
      whole
      grouped
      size={size}
      description={
        lastHourRead === undefined ? undefined : t('meterFields.lastHours', { reading: formatNumber(lastHourRead) })
      }
      value={value ?? ''}
      onChange={(typed) => onChange(String(typed))}
      error={error}
    />
  );
}
