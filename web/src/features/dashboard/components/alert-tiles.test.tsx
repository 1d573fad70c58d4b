import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { dashboardAlertsFixture } from '../test-alerts';
import { DashboardAlertTiles } from './alert-tiles';

const slow = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderTiles() {
  renderWithProviders(
    <MemoryRouter>
      <DashboardAlertTiles />
    </MemoryRouter>,
  );
}

describe('DashboardAlertTiles', { timeout: 30_000 }, () => {
  it('holds every tile’s place while the counts load, the placeholders hidden from sight, readers and the keyboard', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    renderTiles();

    await screen.findByRole('status', { name: 'Loading today’s alerts…' }, slow);
    const section = screen.getByRole('region', { name: 'Needs attention today' });
    expect(within(section).queryAllByRole('link')).toEqual([]);
    const placeholders = section.querySelector('[inert]')!;
    expect(placeholders.getAttribute('aria-hidden')).toBe('true');
    expect(placeholders.querySelectorAll('[data-alert]')).toHaveLength(15);
    expect(placeholders.textContent).toContain('vehicles without a driver');
  });

  it('shows every count as a link named by its number and what it counts, to the filtered list', async () => {
    fetchMock.mockResolvedValue(
      json({
        data: dashboardAlertsFixture({
          vehicle_documents_expired: 3,
          driver_licences_expiring: 1,
          checklists_with_issues: 2,
          vehicles_without_checklist: 4,
          unassigned_vehicles: 5,
          vehicles_out_of_service: 2,
          minor_defects_overdue: 1,
          service_overdue: 2,
          service_due_soon: 1,
        }),
        message: 'OK',
      }),
    );
    renderTiles();

    await screen.findByRole('link', { name: '3 vehicles with expired documents' }, slow);
    const section = screen.getByRole('region', { name: 'Needs attention today' });
    expect(within(section).getByText('As of Nov 18, 2026. Each count opens the list behind it.')).toBeTruthy();
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(15);
    const expected: [string, string][] = [
      ['3 vehicles with expired documents', '/vehicles?type=expired&ownership_type=all'],
      [
        '1 driver licence expiring within 30 days',
        '/drivers?status=unarchived&licence=expiring&sort=expiry_date&sortDir=asc',
      ],
      ['2 checklists with issues this week', '/home?has_issue=1'],
      ['4 vehicles in use without a valid inspection', '/vehicles?checklist_missing=1'],
      ['5 vehicles without a driver', '/vehicles?type=unassigned&ownership_type=all'],
      ['2 vehicles out of service', '/vehicles?out_of_service=1'],
      ['1 minor defect overdue', '/defects?severity=minor&overdue=1'],
      ['2 services overdue', '/maintenance?status=overdue'],
      ['1 service due soon', '/maintenance?status=due_soon'],
      ['0 expired first aid kits', '/first-aid-kits?expiry=expired'],
      ['0 fire extinguisher inspections expiring within a month', '/incidents?expiry=expiring'],
    ];
    for (const [name, href] of expected) {
      expect(within(section).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(section).getByText('Nov 15, 2026 to Nov 21, 2026')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/dashboard/alerts']);
  });

  it('keeps zero counts calm (grey) and colours the others by how urgent they are', async () => {
    fetchMock.mockResolvedValue(
      json({
        data: dashboardAlertsFixture({ vehicle_documents_expired: 1, first_aid_kits_expiring: 2 }),
        message: 'OK',
      }),
    );
    renderTiles();
    const expired = await screen.findByRole('link', { name: '1 vehicle with expired documents' }, slow);
    expect(expired.getAttribute('data-calm')).toBeNull();
    // The colour is on the card the link stretches over.
    const card = (link: HTMLElement) => link.parentElement!;
    expect(card(expired).getAttribute('style')).toContain('--mantine-color-red-7');
    const expiring = screen.getByRole('link', { name: '2 first aid kits expiring next month' });
    expect(card(expiring).getAttribute('style')).toContain('--mantine-color-orange-7');
    const zero = screen.getByRole('link', { name: '0 expired driver licences' });
    expect(zero.getAttribute('data-calm')).toBe('true');
    expect(card(zero).getAttribute('style')).toContain('--mantine-color-gray-3');
  });

  it('says so when the alerts cannot be loaded, and tries again on request', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Server busy.' }, 503));
    fetchMock.mockResolvedValueOnce(json({ message: 'Server busy.' }, 503));
    fetchMock.mockResolvedValueOnce(json({ message: 'Server busy.' }, 503));
    renderTiles();
    const alert = await screen.findByRole('alert', undefined, { timeout: 20_000 });
    expect(within(alert).getByText('The alerts could not be loaded.')).toBeTruthy();
    fetchMock.mockResolvedValue(json({ data: dashboardAlertsFixture(), message: 'OK' }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '0 vehicles without a driver' }, slow)).toBeTruthy();
  });
});
