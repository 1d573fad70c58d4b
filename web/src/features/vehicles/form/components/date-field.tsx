import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format';
import { parseTypedDate } from '../../../../lib/typed-date';
import { vehicleFormNamespace } from '../i18n';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange'> & {
  /** YYYY-MM-DD, or '' for none (as the form holds it). */
  value?: string;
  onChange: (value: string) => void;
};

/**
 * A date of the vehicle form: shown in the reader's language, typed as YYYY-MM-DD, cleared by
 * emptying it or its clear button.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { t } = useTranslation(vehicleFormNamespace);
  return (
    <DateInput
      valueFormat={(date) => formatDate(date)}
      dateParser={parseTypedDate}
      popoverProps={{ withinPortal: true }}
      clearable={!props.disabled && !props.readOnly}
      clearButtonProps={{ 'aria-label': t('clearDate') }}
      {...props}
      value={value || null}
      onChange={(date) => onChange(date ?? '')}
    />
  );
}
