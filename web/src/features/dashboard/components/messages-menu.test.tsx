import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { renderWithProviders } from '../../../../test/render';
import { dashboardAlertsFixture } from '../test-alerts';
import { MessagesMenu } from './messages-menu';

const slow = { timeout: 10_000 };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
});

function renderMenu(role: 'admin' | 'driver') {
  authStore.signIn({ token: 'secret', role, name: 'Pat', email: 'pat@example.com' });
  renderWithProviders(
    <MemoryRouter>
      <MessagesMenu />
    </MemoryRouter>,
  );
}

describe('MessagesMenu', { timeout: 30_000 }, () => {
  it("lists an admin's alerts that are not zero, each a link to its list, and counts them on the bell", async () => {
    fetchMock.mockResolvedValue(
      json({
        data: dashboardAlertsFixture({ vehicle_documents_expired: 2, checklists_with_issues: 1 }),
        message: 'OK',
      }),
    );
    renderMenu('admin');

    const bell = await screen.findByRole('button', { name: 'Alerts: 2 need attention' }, slow);
    expect(within(bell).getByText('2')).toBeTruthy();
    fireEvent.click(bell);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['2 vehicles with expired documents', '/vehicles?type=expired&ownership_type=all'],
      ['1 checklist with an issue this week', '/home?has_issue=1'],
      ['Open the Home dashboard', '/home'],
    ]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/dashboard/alerts']);
  });

  it('says when nothing needs attention', async () => {
    fetchMock.mockResolvedValue(json({ data: dashboardAlertsFixture(), message: 'OK' }));
    renderMenu('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Alerts: nothing needs attention' }, slow));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Nothing needs attention today.')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open the Home dashboard']);
  });

  it('never asks for the alerts for a driver or supervisor, who have no messages', async () => {
    renderMenu('driver');
    fireEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(await screen.findByText('No new messages')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
