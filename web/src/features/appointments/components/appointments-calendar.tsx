import { ActionIcon, Button, Group, SegmentedControl, Text, Title, UnstyledButton } from '@mantine/core';
import type { Appointment, AppointmentType } from '@fleet-ops/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateRange, formatTime } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import { useValueLabel } from '../../../lib/value-label';
import { calendarDays, stepAnchor, type CalendarMode } from '../calendar-dates';
import { appointmentTypeColor } from './appointment-type-colors';
import classes from './appointments-calendar.module.css';
import { dateTimeFormat } from '../../../lib/intl-formats';

/** A month cell shows this many bookings; the rest are behind '+n more' (the day's list). */
const chipsPerMonthCell = 3;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

function weekdayNames(locale: string): string[] {
  const format = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday; weeks run Sunday to Saturday.
  return Array.from({ length: 7 }, (_, index) => format.format(utc(`2023-01-0${index + 1}`)));
}

function monthTitle(date: string, locale: string): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(date));
}

function dayLabel(date: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    utc(date),
  );
}

export function chipStyle(appointment: Appointment): CSSProperties {
  const color = appointmentTypeColor({ id: appointment.appointment_type_id, name: appointment.appointment_type });
  return {
    '--chip-background': `var(--mantine-color-${color}-1)`,
    '--chip-border': `var(--mantine-color-${color}-7)`,
  } as CSSProperties;
}

export function groupByDate(appointments: Appointment[]): Map<string, Appointment[]> {
  const byDate = new Map<string, Appointment[]>();
  for (const appointment of appointments) {
    const day = byDate.get(appointment.date) ?? [];
    day.push(appointment);
    byDate.set(appointment.date, day);
  }
  for (const day of byDate.values()) day.sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
  return byDate;
}

type AppointmentsCalendarProps = {
  appointments: Appointment[];
  /** For the colour legend. */
  types: AppointmentType[];
  mode: CalendarMode;
  onModeChange: (mode: CalendarMode) => void;
  anchor: string;
  onAnchorChange: (anchor: string) => void;
  selectedDay: string;
  onSelectDay: (day: string) => void;
  today: string;
  onOpen: (appointment: Appointment) => void;
};

/**
 * The month or week at a glance: each booking is a chip coloured by type that opens its edit
 * popup; a day's button selects it, and its full list shows under the grid. Phones see counts
 * in the month grid and the week as a list of days.
 */
export function AppointmentsCalendar({
  appointments,
  types,
  mode,
  onModeChange,
  anchor,
  onAnchorChange,
  selectedDay,
  onSelectDay,
  today,
  onOpen,
}: AppointmentsCalendarProps) {
  const { t } = useTranslation('appointments');
  const label = useValueLabel();
  const locale = intlLocale();
  const days = calendarDays(mode, anchor);
  const byDate = groupByDate(appointments);
  const month = anchor.slice(0, 7);
  const title = mode === 'month' ? monthTitle(anchor, locale) : formatDateRange(days[0]!, days[6]!);
  const weekdays = weekdayNames(locale);

  return (
    <section aria-label={t('calendar.label')}>
      <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={mode === 'month' ? t('calendar.previousMonth') : t('calendar.previousWeek')}
            onClick={() => onAnchorChange(stepAnchor(mode, anchor, -1))}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Title order={2} size="h4" miw={{ base: 0, xs: 200 }} ta="center" aria-live="polite">
            {title}
          </Title>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={mode === 'month' ? t('calendar.nextMonth') : t('calendar.nextWeek')}
            onClick={() => onAnchorChange(stepAnchor(mode, anchor, 1))}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
          <Button
            variant="default"
            onClick={() => {
              onAnchorChange(today);
              onSelectDay(today);
            }}
          >
            {t('calendar.today')}
          </Button>
        </Group>
        <SegmentedControl
          aria-label={t('view.label')}
          value={mode}
          onChange={(value) => onModeChange(value === 'week' ? 'week' : 'month')}
          data={[
            { value: 'month', label: t('calendar.month') },
            { value: 'week', label: t('calendar.weekView') },
          ]}
        />
      </Group>

      {types.length > 0 && (
        <Group gap="xs" mb="xs" role="group" aria-label={t('calendar.legend')}>
          {types.map((type) => (
            <span
              key={type.id}
              className={classes.legendItem}
              style={{ '--chip-border': `var(--mantine-color-${appointmentTypeColor(type)}-7)` } as CSSProperties}
            >
              {label('appointmentType', type.name)}
            </span>
          ))}
        </Group>
      )}
      <div className={`${classes.grid} ${mode === 'week' ? classes.weekGrid : ''}`}>
        {weekdays.map((name) => (
          <div key={name} className={classes.weekday} aria-hidden>
            {name}
          </div>
        ))}
        {days.map((day) => {
          const bookings = byDate.get(day) ?? [];
          const shown = mode === 'month' ? bookings.slice(0, chipsPerMonthCell) : bookings;
          const hidden = bookings.length - shown.length;
          const cellClasses = [
            classes.cell,
            mode === 'week' ? classes.weekCell : '',
            mode === 'month' && day.slice(0, 7) !== month ? classes.outside : '',
            day === today ? classes.today : '',
            day === selectedDay ? classes.selected : '',
          ].join(' ');
          return (
            <div key={day} className={cellClasses} data-date={day}>
              <UnstyledButton
                className={classes.dayButton}
                onClick={() => onSelectDay(day)}
                aria-pressed={day === selectedDay}
                aria-label={`${formatDate(day)}, ${t('calendar.count', { count: bookings.length })}`}
              >
                {mode === 'week' ? (
                  <Text size="sm" fw={600} span>
                    <span className={classes.dayNumber}>{dayLabel(day, locale)}</span>
                  </Text>
                ) : (
                  <span className={classes.dayNumber}>{Number(day.slice(8))}</span>
                )}
                {bookings.length > 0 && <span className={classes.count}>{bookings.length}</span>}
              </UnstyledButton>
              {shown.map((appointment) => (
                <UnstyledButton
                  key={appointment.id}
                  className={classes.chip}
                  style={chipStyle(appointment)}
                  onClick={() => onOpen(appointment)}
                  title={`${formatTime(appointment.time)} ${label('appointmentType', appointment.appointment_type)} · ${appointment.equipment_number} · ${label('location', appointment.location_name)}`}
                >
                  {t('calendar.open', {
                    time: formatTime(appointment.time),
                    type: label('appointmentType', appointment.appointment_type),
                    equipment: appointment.equipment_number,
                  })}
                </UnstyledButton>
              ))}
              {hidden > 0 && (
                <UnstyledButton className={classes.more} onClick={() => onSelectDay(day)}>
                  {t('calendar.more', { count: hidden })}
                </UnstyledButton>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
