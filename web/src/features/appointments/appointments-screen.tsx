import './i18n';
import { addDays, appointmentColumns, appointmentPeriods, type AppointmentPeriod } from '@fleet-ops/shared';
import { useQueryStates } from 'nuqs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../components/use-dialog';
import { clientListPage } from '../../components/list-screen/client-list-page';
import { addressSearch } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import type { SortState } from '../../components/data-table/data-table';
import { useClientPages } from '../../components/pagination/use-client-pages';
import { businessTimeZone } from '../../config/business';
import { todayIn } from '../../lib/format';
import { choiceParam, searchParam, weekParam } from '../../lib/list-address';
import { useExportAppointments } from './api/export-appointments';
import { useAppointmentTypes } from './api/get-appointment-types';
import { useAppointments } from './api/get-appointments';
import { searchAppointments, sortAppointments } from './appointment-list';
import { calendarRange, type CalendarMode } from './calendar-dates';
import { AppointmentsCalendar, groupByDate } from './components/appointments-calendar';
import { AppointmentDialogs, type AppointmentDialogRequest } from './components/appointment-dialogs';
import { appointmentPhoneColumns, useAppointmentCells } from './components/appointment-cells';
import { AppointmentFilters, type AppointmentsView } from './components/appointment-filters';
import { DayAgenda } from './components/day-agenda';

/**
 * The search, the week chosen (its Sunday; none: every week), which bookings (upcoming by default,
 * so the next ones and one just made lead the list) and the view, kept in the address.
 */
const appointmentsAddress = {
  search: searchParam,
  week: weekParam.withDefault(''),
  when: choiceParam<AppointmentPeriod>(appointmentPeriods, 'upcoming'),
  view: choiceParam<AppointmentsView>(['table', 'calendar'], 'table'),
};

/** /appointments: cleaning, maintenance and other bookings, as a table or a calendar. */
export default function AppointmentsScreen() {
  const { t } = useTranslation('appointments');
  const [{ search, week, when, view }, setAddress] = useQueryStates(appointmentsAddress, { history: 'replace' });
  const today = todayIn(businessTimeZone);

  const [sort, setSort] = useState<SortState | null>(null);
  const [calendarMode, setCalendarMode] = useState<CalendarMode>(week ? 'week' : 'month');
  const [anchor, setAnchor] = useState(week || today);
  const [selectedDay, setSelectedDay] = useState(week || today);
  const dialogs = useDialog<AppointmentDialogRequest>();
  const { open } = dialogs;

  const tableRange = { ...(week ? { start: week, end: addDays(week, 6) } : {}), when };
  const list = useAppointments(tableRange, view === 'table');
  const shownRange = calendarRange(calendarMode, anchor);
  const calendar = useAppointments(shownRange, view === 'calendar');
  const types = useAppointmentTypes();
  const exporter = useExportAppointments();

  const pages = useClientPages(sortAppointments(searchAppointments(list.data ?? [], search), sort), 10);
  const calendarRows = searchAppointments(calendar.data ?? [], search);

  /** A new search or period starts again from the first page. */
  const changeAddress = (change: { search: string } | { when: AppointmentPeriod }) => {
    void setAddress(change);
    pages.firstPage();
  };

  const chooseWeek = (start: string) => {
    // A chosen week shows all its bookings, past ones included.
    void setAddress(start ? { week: start, when: 'all' } : { week: start });
    pages.firstPage();
    if (start) {
      // The calendar follows the chosen week.
      setCalendarMode('week');
      setAnchor(start);
      setSelectedDay(start);
    }
  };

  const openForm = () => open({ kind: 'form', appointment: null, date: view === 'calendar' ? selectedDay : undefined });
  const cells = useAppointmentCells({
    onEdit: (appointment) => open({ kind: 'form', appointment }),
    onDelete: (appointment) => open({ kind: 'delete', appointment }),
    onMarkDone: (appointment) => open({ kind: 'done', appointment }),
    onUndoDone: (appointment) => open({ kind: 'undone', appointment }),
  });

  return (
    <ListScreen
      title={t('title')}
      search={addressSearch({ state: { search }, update: changeAddress }, t('search'), t('searchPlaceholder'))}
      filters={
        <AppointmentFilters
          week={week}
          onWeekChange={chooseWeek}
          when={when}
          onWhenChange={(next) => changeAddress({ when: next })}
          view={view}
          onViewChange={(next) => void setAddress({ view: next })}
        />
      }
      // The calendar shows no columns: their options would do nothing there.
      columnOptions={view === 'table'}
      // What is on screen: the table's week and period, or every booking of the calendar's month or week.
      exports={{
        mutation: exporter,
        filter: { ...(view === 'table' ? tableRange : { ...shownRange, when: 'all' }), search: search || undefined },
      }}
      add={{ label: t('addNew'), onAdd: openForm }}
      columns={{ catalogue: appointmentColumns, cells }}
      table={{
        caption: t('tableCaption'),
        rowKey: (row) => row.id,
        sort,
        onSortChange: (next) => {
          setSort(next);
          pages.firstPage();
        },
        phoneColumns: appointmentPhoneColumns,
      }}
      page={clientListPage(pages, list.isFetching)}
      content={
        view === 'calendar' ? (
          <div>
            <AppointmentsCalendar
              appointments={calendarRows}
              types={types.data ?? []}
              mode={calendarMode}
              onModeChange={setCalendarMode}
              anchor={anchor}
              onAnchorChange={setAnchor}
              selectedDay={selectedDay}
              onSelectDay={setSelectedDay}
              today={today}
              onOpen={(appointment) => open({ kind: 'form', appointment })}
            />
            <DayAgenda
              day={selectedDay}
              appointments={groupByDate(calendarRows).get(selectedDay) ?? []}
              onOpen={(appointment) => open({ kind: 'form', appointment })}
              onAdd={(date) => open({ kind: 'form', appointment: null, date })}
            />
          </div>
        ) : undefined
      }
    >
      <AppointmentDialogs dialogs={dialogs} />
    </ListScreen>
  );
}
