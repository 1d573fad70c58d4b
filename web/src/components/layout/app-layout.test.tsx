import { IconHome, IconReportAnalytics, IconSteeringWheel } from '@tabler/icons-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoDataMessages } from '@fleet-ops/shared';
import { renderWithProviders } from '../../../test/render';
import { authStore } from '../../lib/auth-store';
import { AppLayout } from './app-layout';
import type { NavItem } from './nav-items';

const navItems: NavItem[] = [
  { label: 'nav.home', to: '/home', icon: IconHome },
  { label: 'nav.drivers', to: '/drivers?status=all', icon: IconSteeringWheel },
  {
    label: 'nav.reports',
    icon: IconReportAnalytics,
    children: [{ label: 'nav.reportCleaning', to: '/report/cleaning' }],
  },
];

function renderLayout(path = '/drivers') {
  const onSignOut = vi.fn();
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppLayout
        navItems={navItems}
        userName="Jonathan Smithers"
        onSignOut={onSignOut}
        messagesMenu={<button type="button">Messages</button>}
      >
        <p>screen content</p>
      </AppLayout>
    </MemoryRouter>,
  );
  return onSignOut;
}

describe('AppLayout', () => {
  it('lists the menu by name and marks the current screen, ignoring the link’s query', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Drivers' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('screen content')).toBeTruthy();
  });

  it('cuts the user name to 10 characters in the header, beside the messages menu it is given', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Messages' })).toBeTruthy();
    expect(screen.getByText('Jonathan S…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu for Jonathan Smithers' })).toBeTruthy();
  });

  it('collapses the sidebar to named icons and remembers it', async () => {
    renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
    // The collapsed rows (tooltips, group menus) load when first needed.
    expect((await screen.findByRole('link', { name: 'Drivers' })).textContent).toBe('');
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
  });

  it('opens the Reports submenu in place', async () => {
    renderLayout();
    const reports = screen.getByRole('button', { name: 'Reports' });
    expect(reports.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(reports);
    expect(reports.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Cleaning' })).toBeTruthy();
  });

  it('signs out from the menu', () => {
    const onSignOut = renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalled();
  });
});

describe('AppLayout on an admin’s screen', () => {
  afterEach(() => {
    authStore.signOut();
    vi.unstubAllGlobals();
  });

  it('draws the screen only once the demo data banner is known, with the banner above it, so nothing moves', async () => {
    let answer = (_response: Response) => undefined as void;
    const status = new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = vi.fn<typeof fetch>(() => status);
    vi.stubGlobal('fetch', fetchMock);
    authStore.signIn({ token: 'secret', role: 'admin', name: 'Ada Admin', email: 'ada@example.com' });
    renderLayout();

    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/demo_data']));
    expect(screen.queryByText('screen content')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Loading…' })).toBeTruthy();

    answer(new Response(JSON.stringify({ data: { present: true, accounts: 261 }, message: demoDataMessages.present })));
    const content = await screen.findByText('screen content');
    const banner = screen.getByRole('region', { name: 'Demo data' });
    expect(banner.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
