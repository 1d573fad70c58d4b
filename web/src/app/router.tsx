import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AdminOnly, GuestOnly, NonAdminOnly, RootRedirect } from './guards';
import { ScreenLoader } from './screen-loader';
import { RouteError } from './routes/route-error';

type ScreenModule = { default: ComponentType };

function Suspended({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenLoader />}>{children}</Suspense>;
}

/**
 * Every screen is its own chunk, loaded only once its guard has let the user in, so the login
 * page downloads only what it shows and a signed-out visit to /drivers fetches no admin code.
 */
function lazyScreen(load: () => Promise<ScreenModule>): ComponentType {
  const Screen = lazy(load);
  return function LazyScreen() {
    return (
      <Suspended>
        <Screen />
      </Suspended>
    );
  };
}

const LazyComingSoon = lazy(() =>
  import('../components/coming-soon').then(({ ComingSoon }) => ({ default: ComingSoon })),
);

/** A screen not built yet: an honest placeholder under its real address, replaced screen by screen. */
function comingSoon(titleKey: string): ComponentType {
  return function ComingSoonScreen() {
    return (
      <Suspended>
        <LazyComingSoon titleKey={titleKey} />
      </Suspended>
    );
  };
}

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    children: [
      { path: paths.root, Component: RootRedirect },
      {
        Component: GuestOnly,
        children: [
          { path: paths.login, Component: lazyScreen(() => import('./routes/login')) },
          { path: paths.forgotPassword, Component: lazyScreen(() => import('./routes/forgot-password')) },
          { path: paths.resetPassword, Component: lazyScreen(() => import('./routes/reset-password')) },
        ],
      },
      {
        Component: AdminOnly,
        children: [
          {
            Component: lazyScreen(() => import('./routes/admin-shell')),
            children: [
              { path: paths.home, Component: lazyScreen(() => import('../features/checklists/home-screen')) },
              { path: paths.vehicles, Component: comingSoon('nav.vehicles') },
              { path: paths.newVehicle, Component: comingSoon('pages.newVehicle') },
              { path: paths.vehicle, Component: comingSoon('pages.vehicleDetails') },
              { path: paths.tracking, Component: lazyScreen(() => import('../features/tracking/tracking-screen')) },
              { path: paths.drivers, Component: lazyScreen(() => import('../features/drivers/drivers-screen')) },
              { path: paths.logs, Component: comingSoon('nav.logs') },
              {
                path: paths.appointments,
                Component: lazyScreen(() => import('../features/appointments/appointments-screen')),
              },
              { path: paths.rates, Component: lazyScreen(() => import('../features/rates/rates-screen')) },
              {
                path: paths.incidents,
                Component: lazyScreen(() => import('../features/fire-inspections/fire-inspections-screen')),
              },
              {
                path: paths.firstAidKits,
                Component: lazyScreen(() => import('../features/first-aid-kits/first-aid-kits-screen')),
              },
              { path: paths.reports.cleaning, Component: comingSoon('nav.reportCleaning') },
              { path: paths.reports.renewal, Component: comingSoon('nav.reportRenewal') },
              { path: paths.reports.maintenance, Component: comingSoon('nav.reportMaintenance') },
              { path: paths.reports.incident, Component: comingSoon('nav.reportIncident') },
              { path: paths.reports.vehicleTypes, Component: comingSoon('nav.reportVehicleTypes') },
              { path: paths.reports.preUse, Component: comingSoon('nav.reportPreUse') },
              { path: paths.reports.profitLoss, Component: comingSoon('nav.reportProfitLoss') },
            ],
          },
        ],
      },
      {
        Component: NonAdminOnly,
        children: [
          {
            Component: lazyScreen(() => import('./routes/non-admin-shell')),
            children: [
              { path: paths.dashboard, Component: lazyScreen(() => import('../features/checklists/dashboard-screen')) },
              {
                path: paths.checklists,
                Component: lazyScreen(() => import('../features/checklists/checklists-screen')),
              },
            ],
          },
        ],
      },
      { path: '*', Component: lazyScreen(() => import('./routes/not-found')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
