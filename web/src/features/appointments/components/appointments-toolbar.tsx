import { Button, Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { addDays, appointmentPeriods, type AppointmentPeriod } from '@fleet-ops/shared';
import { IconCalendarMonth, IconPlus, IconSearch, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list-toolbar';
import { useWeeks } from '../../../components/weekly-filter-bar/api/get-weeks';
import { formatDateRange } from '../../../lib/format';

export type AppointmentsView = 'table' | 'calendar';

type AppointmentsToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  /** The chosen week's Sunday, or '' for every appointment. */
  week: string;
  onWeekChange: (week: string) => void;
  /** Upcoming (the default), past or all bookings. */
  when: AppointmentPeriod;
  onWhenChange: (when: AppointmentPeriod) => void;
  view: AppointmentsView;
  onViewChange: (view: AppointmentsView) => void;
  onAdd: () => void;
};

/**
 * Free-text search, which bookings (upcoming, past, all), the week selector ('Select Week' then
 * the server's weeks), the view toggle and Add New.
 */
export function AppointmentsToolbar({
  search,
  onSearchChange,
  week,
  onWeekChange,
  when,
  onWhenChange,
  view,
  onViewChange,
  onAdd,
}: AppointmentsToolbarProps) {
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
    <ListToolbar
      filters={
        <>
          <TextInput
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => onSearchChange(event.currentTarget.value)}
            w={{ base: '100%', xs: 260 }}
          />
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
        </>
      }
      actions={
        <>
          <SegmentedControl
            aria-label={t('view.label')}
            value={view}
            onChange={(value) => onViewChange(value === 'calendar' ? 'calendar' : 'table')}
            data={[
              {
                value: 'table',
                label: (
                  <Group gap={6} wrap="nowrap" justify="center">
                    <IconTable size={16} aria-hidden />
                    {t('view.table')}
                  </Group>
                ),
              },
              {
                value: 'calendar',
                label: (
                  <Group gap={6} wrap="nowrap" justify="center">
                    <IconCalendarMonth size={16} aria-hidden />
                    {t('view.calendar')}
                  </Group>
                ),
              },
            ]}
          />
          <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
            {t('addNew')}
          </Button>
        </>
      }
    />
  );
}
