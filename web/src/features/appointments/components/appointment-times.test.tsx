import { appointmentColumns } from '@fleet-ops/shared';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { i18n } from '../../../lib/i18n';
import '../i18n';
import { AppointmentsCalendar } from './appointments-calendar';
import { useCatalogueColumns } from '../../../components/list-screen/use-catalogue-table';
import { DataTable } from '../../../components/data-table/data-table';
import { useAppointmentCells } from './appointment-cells';
import { DayAgenda } from './day-agenda';
import { bookedAppointment } from '../../../../test/appointment';

const booked = bookedAppointment;
const none = () => undefined;

/** The appointments table as the screen draws it: the catalogue's columns with the list's cells. */
function AppointmentsTable() {
  const cells = useAppointmentCells({ onEdit: none, onDelete: none, onMarkDone: none, onUndoDone: none });
  const columns = useCatalogueColumns(appointmentColumns, cells);
  return <DataTable columns={columns} rows={[booked]} rowKey={(row) => row.id} caption="Appointments" />;
}

const renderTable = () =>
  renderWithProviders(
    <MemoryRouter>
      <AppointmentsTable />
    </MemoryRouter>,
  );

describe('appointment times', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("the appointments table writes a time as the reader's language does", async () => {
    const { unmount } = renderTable();
    expect(screen.getByText('4:05 p.m.')).toBeTruthy();
    unmount();

    await i18n.changeLanguage('fr');
    renderTable();
    expect(screen.getByText('16 h 05')).toBeTruthy();
  });

  it("the day agenda writes a booking's time as the table does", () => {
    renderWithProviders(<DayAgenda day="2026-12-01" appointments={[booked]} onOpen={none} onAdd={none} />);
    expect(screen.getByText('4:05 p.m. Oil change')).toBeTruthy();
  });

  it("the calendar's chips write their time as the table does", () => {
    renderWithProviders(
      <AppointmentsCalendar
        appointments={[booked]}
        types={[{ id: 2, name: 'Oil change' }]}
        mode="month"
        onModeChange={none}
        anchor="2026-12-01"
        onAnchorChange={none}
        selectedDay="2026-12-01"
        onSelectDay={none}
        today="2026-11-25"
        onOpen={none}
      />,
    );
    const chip = screen.getByTitle('4:05 p.m. Oil change · T-44 · Colby Building');
    expect(chip.textContent).toBe('4:05 p.m. T-44 · Oil change');
  });
});
