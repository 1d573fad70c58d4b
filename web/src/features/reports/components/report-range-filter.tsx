import { Select } from '@mantine/core';
import { isCalendarDate } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/inputs/date-field';
import {
  presetOf,
  presetRange,
  rangePresets,
  withEndDate,
  withStartDate,
  type DateRange,
  type RangePreset,
} from '../report-range';
import type { RangeUpdate } from '../use-report-params';

type ReportRangeFilterProps = {
  range: DateRange;
  /** The business day the presets are counted from. */
  today: string;
  onChange: (update: RangeUpdate) => void;
};

const fieldWidth = { base: '100%', xs: 190 };

function isPreset(value: string | null): value is RangePreset {
  return rangePresets.some((preset) => preset === value);
}

/**
 * A report's range: a period list (this week, last week, this month, last month, this year) and
 * the From and To dates, which can also be picked by hand (the period then reads "Custom range").
 * A From date after the To date, or a range past the 3 years a report covers, moves the other date.
 * A report always has both dates: text that is no date (the field says what to type) or an
 * emptied box leaves the range as it was.
 */
export function ReportRangeFilter({ range, today, onChange }: ReportRangeFilterProps) {
  const { t } = useTranslation('reports');
  const preset = presetOf(range, today);

  return (
    <>
      <Select
        label={t('range.period')}
        placeholder={t('range.custom')}
        data={rangePresets.map((value) => ({ value, label: t(`range.presets.${value}`) }))}
        value={preset}
        onChange={(value) => isPreset(value) && onChange(() => presetRange(value, today))}
        allowDeselect={false}
        w={fieldWidth}
      />
      <DateField
        label={t('range.from')}
        value={range.startDate}
        onChange={(date) => isCalendarDate(date) && onChange((current) => withStartDate(current, date))}
        clearable={false}
        w={fieldWidth}
      />
      <DateField
        label={t('range.to')}
        value={range.endDate}
        onChange={(date) => isCalendarDate(date) && onChange((current) => withEndDate(current, date))}
        clearable={false}
        w={fieldWidth}
      />
    </>
  );
}
