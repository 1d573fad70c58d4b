import { Select } from '@mantine/core';
import {
  expiryReportTypes,
  parentTypeReportTypes,
  type ExpiryReportType,
  type ParentTypeReportType,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useValueLabel } from '../../../lib/value-label';

type TypeSelectProps<Type extends string> = {
  value: Type;
  onChange: (type: Type) => void;
};

type ReportTypeSelectProps<Type extends string> = TypeSelectProps<Type> & {
  label: string;
  options: readonly { value: Type; label: string }[];
};

/** The type selector slot of a report: one choice, never empty. */
function ReportTypeSelect<Type extends string>({ label, options, value, onChange }: ReportTypeSelectProps<Type>) {
  return (
    <Select
      label={label}
      data={options}
      value={value}
      onChange={(chosen) => {
        const option = options.find((candidate) => candidate.value === chosen);
        if (option) onChange(option.value);
      }}
      allowDeselect={false}
      w={{ base: '100%', xs: 210 }}
    />
  );
}

/** Cleaning, Maintenance and Vehicle Types: all vehicles or one parent type. */
export function ParentTypeSelect(props: TypeSelectProps<ParentTypeReportType>) {
  const { t } = useTranslation('reports');
  const valueLabel = useValueLabel();
  const options = parentTypeReportTypes.map((type) => ({
    value: type,
    label: type === 'all' ? t('types.allParentTypes') : valueLabel('parentType', type),
  }));
  return <ReportTypeSelect label={t('types.parentType')} options={options} {...props} />;
}

/** Reg. Renewal and Incident: expired, upcoming, or both. */
export function ExpiryTypeSelect(props: TypeSelectProps<ExpiryReportType>) {
  const { t } = useTranslation('reports');
  const options = expiryReportTypes.map((type) => ({ value: type, label: t(`types.${type}`) }));
  return <ReportTypeSelect label={t('types.expiry')} options={options} {...props} />;
}
