import type { Appointment } from '@fleet-ops/shared';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { i18n } from '../../../lib/i18n';
import '../i18n';
import { AppointmentsCalendar } from './appointments-calendar';
import { AppointmentsTable } from './appointments-table';
import { DayAgenda } from './day-agenda';

const booked: Appointment = {
  id: 9,
  date: '2026-12-01',
  time: '16:05',
  vehicle_id: 3,
  equipment_number: 'T-44',
  VIN_No: 'VIN44',
  vehicle_type: 'F-150',
  vehicle_parent_type: 'Light Duty Truck',
  appointment_type_id: 2,
  appointment_type: 'Oil change',
  location_name: 'Colby Building',
  locations_id: 1,
  comments: null,
};
const none = () => undefined;

describe('appointment times', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("the appointments table writes a time as the reader's language does", async () => {
    const { unmount } = renderWithProviders(
      <MemoryRouter>
        <AppointmentsTable
          appointments={[booked]}
          loading={false}
          sort={null}
          onSortChange={none}
          onEdit={none}
          onDelete={none}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('4:05 p.m.')).toBeTruthy();
    unmount();

    await i18n.changeLanguage('fr');
    renderWithProviders(
      <MemoryRouter>
        <AppointmentsTable
          appointments={[booked]}
          loading={false}
          sort={null}
          onSortChange={none}
          onEdit={none}
          onDelete={none}
        />
      </MemoryRouter>,
    );
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
