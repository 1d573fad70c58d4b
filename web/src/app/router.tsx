import { useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AdminOnly, GuestOnly, RootRedirect } from './guards';
import { lazyScreen } from './lazy-screen';
import { phoneRoutes } from './phone-routes';

/** The Maintenance and Service tasks screens: one import for both routes, so the router holds one entry. */
const maintenancePages = lazyScreen(() => import('../features/maintenance/maintenance-pages-screen'));

export const routes: RouteObject[] = [
  { path: paths.root, Component: RootRedirect },
  {
    Component: GuestOnly,
    children: [
      { path: paths.login, Component: lazyScreen(() => import('../features/auth/login-screen')) },
      {
        path: paths.forgotPassword,
        Component: lazyScreen(() => import('../features/auth/forgot-password-screen')),
      },
      {
        path: paths.resetPassword,
        Component: lazyScreen(() => import('../features/auth/reset-password-screen')),
      },
    ],
  },
  {
    Component: AdminOnly,
    children: [
      {
        Component: lazyScreen(() => import('./routes/admin-shell')),
        children: [
          { path: paths.home, Component: lazyScreen(() => import('./routes/home-screen')) },
          { path: paths.vehicles, Component: lazyScreen(() => import('./routes/vehicles-screen')) },
          {
            path: paths.newVehicle,
            Component: lazyScreen(() => import('../features/vehicles/form/vehicle-form-screen')),
          },
          {
            path: paths.vehicle,
            Component: lazyScreen(() => import('../features/vehicles/form/vehicle-form-screen')),
          },
          {
            path: paths.vehicleOverview,
            Component: lazyScreen(() => import('./routes/vehicle-record-screen')),
          },
          { path: paths.tracking, Component: lazyScreen(() => import('../features/tracking/tracking-screen')) },
          { path: paths.drivers, Component: lazyScreen(() => import('../features/drivers/drivers-screen')) },
          { path: paths.logs, Component: lazyScreen(() => import('../features/activity-log/activity-log-screen')) },
          {
            path: paths.appointments,
            Component: lazyScreen(() => import('../features/appointments/appointments-screen')),
          },
          { path: paths.rates, Component: lazyScreen(() => import('../features/rates/rates-screen')) },
          {
            path: `${paths.inspectionForms}/*`,
            Component: lazyScreen(() => import('../features/inspection-forms/inspection-form-pages-screen')),
          },
          {
            path: paths.incidents,
            Component: lazyScreen(() => import('../features/fire-inspections/fire-inspections-screen')),
          },
          {
            path: paths.firstAidKits,
            Component: lazyScreen(() => import('../features/first-aid-kits/first-aid-kits-screen')),
          },
          { path: paths.importFile, Component: lazyScreen(() => import('../features/imports/import-screen')) },
          { path: paths.defects, Component: lazyScreen(() => import('../features/defects/defects-screen')) },
          {
            path: paths.adminReportDefect,
            Component: lazyScreen(() => import('../features/defects/report/report-defect-screen')),
          },
          { path: paths.defect, Component: lazyScreen(() => import('../features/defects/defect-screen')) },
          { path: paths.renewals, Component: lazyScreen(() => import('../features/renewals/renewals-screen')) },
          {
            path: `${paths.workOrders}/*`,
            Component: lazyScreen(() => import('../features/work-orders/work-order-pages-screen')),
          },
          { path: paths.fuel, Component: lazyScreen(() => import('../features/fuel/fuel-screen')) },
          { path: paths.maintenance, Component: maintenancePages },
          { path: paths.serviceTasks, Component: maintenancePages },
          { path: paths.settings, Component: lazyScreen(() => import('./routes/settings-screen')) },
          {
            path: paths.reports.cleaning,
            Component: lazyScreen(() => import('../features/reports/cleaning-report-screen')),
          },
          {
            path: paths.reports.renewal,
            Component: lazyScreen(() => import('../features/reports/renewal-report-screen')),
          },
          {
            path: paths.reports.maintenance,
            Component: lazyScreen(() => import('../features/reports/maintenance-report-screen')),
          },
          {
            path: paths.reports.incident,
            Component: lazyScreen(() => import('../features/reports/incident-report-screen')),
          },
          {
            path: paths.reports.vehicleTypes,
            Component: lazyScreen(() => import('../features/reports/vehicle-types-report-screen')),
          },
          {
            path: paths.reports.preUse,
            Component: lazyScreen(() => import('../features/reports/pre-use-report-screen')),
          },
          {
            path: paths.reports.profitLoss,
            Component: lazyScreen(() => import('../features/reports/profit-loss-report-screen')),
          },
          {
            path: paths.reports.defects,
            Component: lazyScreen(() => import('../features/reports/defects-report-screen')),
          },
          {
            path: paths.reports.inspectorFile,
            Component: lazyScreen(() => import('../features/records/inspector-file-screen')),
          },
        ],
      },
    ],
  },
  ...phoneRoutes(
    lazyScreen(() => import('./routes/non-admin-shell')),
    lazyScreen(() => import('../features/checklists/dashboard-screen')),
  ),
  // Outside the guest-only routes: a single sign-on may replace the sign-in already in this tab.
  { path: paths.ssoLanding, Component: lazyScreen(() => import('../features/auth/sso-landing-screen')) },
  { path: '*', Component: lazyScreen(() => import('./routes/not-found')) },
];

/**
 * The screens for the address. The app loads no data through the router, so it runs in
 * declarative mode inside a `<BrowserRouter>`: the data router's loaders and actions would add
 * 16 KB (gzip) to every page, the sign-in page included. RouteErrorBoundary (main.tsx) stands in
 * for the data router's `ErrorBoundary`.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
