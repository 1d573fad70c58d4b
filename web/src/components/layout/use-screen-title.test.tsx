import { IconCar, IconHome, IconReportAnalytics } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { act, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import type { NavItem } from './nav-items';
import { screenTitleKeys, useDocumentTitle, useScreenTitle } from './use-screen-title';
import '../../lib/i18n/shell';

const items: NavItem[] = [
  { label: 'nav.home', to: '/home', icon: IconHome },
  { label: 'nav.vehicles', to: '/vehicles?type=all_vehicles', icon: IconCar },
  {
    label: 'nav.reports',
    icon: IconReportAnalytics,
    children: [{ label: 'nav.reportProfitLoss', to: '/report/profitloss' }],
  },
];

function TitledScreen() {
  useScreenTitle(items);
  return null;
}

function VehicleRecord() {
  useDocumentTitle('44 · Fleet Ops');
  return null;
}

function renderAt(path: string, screen?: ReactNode) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <TitledScreen />
      {screen}
    </MemoryRouter>,
  );
}

describe('useScreenTitle', () => {
  it('names the tab after the open screen’s menu entry, a vehicle’s pages after Vehicles', async () => {
    renderAt('/vehicles/12/overview');
    await waitFor(() => expect(document.title).toBe('Vehicles · Fleet Ops'));
  });

  it('names a report inside the Reports group after the report, then the group', async () => {
    expect(screenTitleKeys(items, '/report/profitloss')).toEqual(['nav.reportProfitLoss', 'nav.reports']);
    expect(screenTitleKeys(items, '/nowhere')).toEqual([]);
    renderAt('/report/profitloss');
    await waitFor(() => expect(document.title).toBe('Profit & Loss · Reports · Fleet Ops'));
  });

  it('keeps the app’s name alone on a screen the menu does not list', async () => {
    renderAt('/nowhere');
    await waitFor(() => expect(document.title).toBe('Fleet Ops'));
  });

  it('gives the tab back the app’s name when the shell goes (signing out)', async () => {
    const { unmount } = renderAt('/vehicles');
    await waitFor(() => expect(document.title).toBe('Vehicles · Fleet Ops'));
    unmount();
    expect(document.title).toBe('Fleet Ops');
  });

  it('gives way to a screen’s own, more precise title, in either language', async () => {
    renderAt('/vehicles/44/overview', <VehicleRecord />);
    await waitFor(() => expect(document.title).toBe('44 · Fleet Ops'));
    await act(() => changeLanguage('fr'));
    try {
      await waitFor(() => expect(document.title).toBe('44 · Fleet Ops'));
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('speaks French when the user does', async () => {
    await changeLanguage('fr');
    try {
      renderAt('/vehicles');
      await waitFor(() => expect(document.title).toBe('Véhicules · Fleet Ops'));
    } finally {
      await changeLanguage('en');
    }
  });
});
