import { Button, Group, Select, TextInput, type ComboboxItem } from '@mantine/core';
import { addDays, firstTrackedDate, isCalendarDate, latestFilterDate, weekKey, weekStart } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { businessTimeZone } from '../../config/business';
import { formatDate, formatDateRange, todayIn } from '../../lib/format';
import '../list-controls-i18n';
import { DateField } from '../inputs/date-field';
import { useWeeks } from './api/get-weeks';

/** Tracking's status filter: enabled (1) or disabled (0) vehicles. */
export type TrackingStatus = 0 | 1;

export type WeeklyFilterValue = {
  /** The Sunday that starts the chosen week, YYYY-MM-DD. */
  startDate: string;
  status?: TrackingStatus;
  /** Logs mode; absent for all drivers. */
  driverId?: string;
};

type CommonProps = {
  value: WeeklyFilterValue;
  onChange: (value: WeeklyFilterValue) => void;
};

/** What each mode adds to the week and dates. */
export type WeeklyFilterMode =
  | { mode: 'tracking' }
  | { mode: 'logs'; drivers: ComboboxItem[]; onClear: () => void }
  | { mode: 'home'; onClear: () => void };

export type WeeklyFilterBarProps = CommonProps & WeeklyFilterMode;

const allDrivers = 'all';
const fieldWidth = { base: '100%', xs: 200 };

/**
 * The week filter of the tracking, logs and home screens: a week list, a From date that snaps to
 * its week's Sunday, and the read-only To date six days later, plus each mode's own controls.
 */
export function WeeklyFilterBar(props: WeeklyFilterBarProps) {
  const { value, onChange } = props;
  const { t } = useTranslation();
  const weeks = useWeeks();
  const today = todayIn(businessTimeZone);

  const weekOptions = (weeks.data ?? []).map((start) => ({
    value: weekKey(start),
    label: formatDateRange(start, addDays(start, 6)),
  }));
  const selectedWeek = weekKey(value.startDate);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('filters.week')}
        placeholder={t('filters.selectWeek')}
        data={weekOptions}
        value={weekOptions.some((option) => option.value === selectedWeek) ? selectedWeek : null}
        onChange={(key) => key && onChange({ ...value, startDate: key.slice(0, 10) })}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 240 }}
      />
      <DateField
        label={t('filters.from')}
        value={value.startDate}
        // Text that is no date stays in the box with its message; the filter keeps its week.
        onChange={(date) => isCalendarDate(date) && onChange({ ...value, startDate: weekStart(date) })}
        minDate={firstTrackedDate}
        maxDate={latestFilterDate(today)}
        clearable={false}
        w={fieldWidth}
      />
      <TextInput label={t('filters.to')} value={formatDate(addDays(value.startDate, 6))} readOnly w={fieldWidth} />
      {props.mode === 'tracking' && (
        <Select
          label={t('filters.status')}
          data={[
            { value: '1', label: t('filters.enabled') },
            { value: '0', label: t('filters.disabled') },
          ]}
          value={String(value.status ?? 1)}
          onChange={(status) => status && onChange({ ...value, status: status === '0' ? 0 : 1 })}
          allowDeselect={false}
          w={fieldWidth}
        />
      )}
      {props.mode === 'logs' && (
        <Select
          label={t('filters.driver')}
          data={[{ value: allDrivers, label: t('filters.allDrivers') }, ...props.drivers]}
          value={value.driverId ?? allDrivers}
          onChange={(driverId) =>
            onChange({ ...value, driverId: driverId && driverId !== allDrivers ? driverId : undefined })
          }
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 240 }}
        />
      )}
      {props.mode !== 'tracking' && (
        <Button variant="default" onClick={props.onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
