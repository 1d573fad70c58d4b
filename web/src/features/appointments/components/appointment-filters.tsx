import { Group, NativeSelect, SegmentedControl } from '@mantine/core';
import { addDays, appointmentPeriods, type AppointmentPeriod } from '@fleet-ops/shared';
import { IconCalendarMonth, IconTable } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWeeks } from '../../../components/weekly-filter-bar/api/get-weeks';
import { formatDateRange } from '../../../lib/format';

export type AppointmentsView = 'table' | 'calendar';

type AppointmentFiltersProps = {
  /** The chosen week's Sunday, or '' for every appointment. */
  week: string;
  onWeekChange: (week: string) => void;
  /** Upcoming (the default), past or all bookings. */
  when: AppointmentPeriod;
  onWhenChange: (when: AppointmentPeriod) => void;
  view: AppointmentsView;
  onViewChange: (view: AppointmentsView) => void;
};

function ViewToggle({ view, onViewChange }: Pick<AppointmentFiltersProps, 'view' | 'onViewChange'>) {
  const { t } = useTranslation('appointments');
  const choice = (value: AppointmentsView, icon: ReactNode) => ({
    value,
    label: (
      <Group gap={6} wrap="nowrap" justify="center">
        {icon}
        {t(`view.${value}`)}
      </Group>
    ),
  });
  return (
    <SegmentedControl
      aria-label={t('view.label')}
      value={view}
      onChange={(value) => onViewChange(value === 'calendar' ? 'calendar' : 'table')}
      data={[
        choice('table', <IconTable size={16} aria-hidden />),
        choice('calendar', <IconCalendarMonth size={16} aria-hidden />),
      ]}
    />
  );
}

/**
 * The list's filters, after the search: which bookings (upcoming, past, all; the table only), the
 * week selector ('Select Week' then the server's weeks) and the table/calendar toggle.
 */
export function AppointmentFilters({
  week,
  onWeekChange,
  when,
  onWhenChange,
  view,
  onViewChange,
}: AppointmentFiltersProps) {
  const { t } = useTranslation('appointments');
  const weeks = useWeeks();
  const weekOptions = [
    { value: '', label: t('selectWeek') },
    ...(weeks.data ?? []).map((start) => ({ value: start, label: formatDateRange(start, addDays(start, 6)) })),
  ];
  // A week from the address that the list does not hold (yet) still shows as chosen.
  if (week && !weekOptions.some((option) => option.value === week)) {
    weekOptions.splice(1, 0, { value: week, label: formatDateRange(week, addDays(week, 6)) });
  }

  return (
    <>
      {view === 'table' && (
        <NativeSelect
          label={t('when.label')}
          data={appointmentPeriods.map((period) => ({ value: period, label: t(`when.${period}`) }))}
          value={when}
          onChange={(event) => {
            const chosen = appointmentPeriods.find((period) => period === event.currentTarget.value);
            if (chosen) onWhenChange(chosen);
          }}
          w={{ base: '100%', xs: 180 }}
        />
      )}
      <NativeSelect
        label={t('week')}
        data={weekOptions}
        value={week}
        onChange={(event) => onWeekChange(event.currentTarget.value)}
        w={{ base: '100%', xs: 240 }}
      />
      <ViewToggle view={view} onViewChange={onViewChange} />
    </>
  );
}
