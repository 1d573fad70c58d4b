import type { ImportKind, Role } from '@fleet-ops/shared';

/** Every screen's address in one place, so links and redirects cannot drift apart. */
export const paths = {
  root: '/',
  login: '/login',
  /** Where single sign-on ends: the page picks up the new session (server: features/sso/routes.ts). */
  ssoLanding: '/login/sso',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  home: '/home',
  vehicles: '/vehicles',
  newVehicle: '/vehicles/new',
  vehicle: '/vehicles/:id',
  /** The vehicle record: its story on one page, beside the edit form (`vehicle`). */
  vehicleOverview: '/vehicles/:id/overview',
  tracking: '/tracking',
  drivers: '/drivers',
  logs: '/logs',
  appointments: '/appointments',
  rates: '/rates',
  /** The inspection forms drivers fill, and each form's editor beneath (issue 36). */
  inspectionForms: '/inspection-forms',
  incidents: '/incidents',
  firstAidKits: '/first-aid-kits',
  /** Bulk import of one kind from CSV or XLSX (issue 23), opened from that kind's list. */
  importFile: '/import/:kind',
  /** Everything that expires, soonest first (issue 21). */
  renewals: '/renewals',
  defects: '/defects',
  defect: '/defects/:id',
  /** Admins set each checklist item major or minor (issue 19). */
  /** Drivers and supervisors read the defects of the vehicles they may inspect (supervisors verify repairs). */
  crewDefects: '/vehicle-defects',
  /** Work orders (issue 21); the feature routes what is under it (new, :id, :id/edit). */
  workOrders: '/work-orders',
  /** Fill-ups: the office's list, and the driver's phone screen. */
  fuel: '/fuel',
  addFuel: '/fuel/add',
  crewDefect: '/vehicle-defects/:id',
  /** Report a defect mid-shift (issue 36): drivers' and supervisors' phones, and admins' (from the vehicle record). */
  reportDefect: '/report-defect',
  adminReportDefect: '/defects/report',
  /** Every vehicle × service task with its status (issue 21), and the tasks admins define. */
  maintenance: '/maintenance',
  serviceTasks: '/service-tasks',
  /** Site settings (admins): the checklist settings, then other features' sections. */
  settings: '/settings',
  reports: {
    cleaning: '/report/cleaning',
    renewal: '/report/renewal',
    maintenance: '/report/maintenance',
    incident: '/report/incident',
    vehicleTypes: '/report/vehicletype',
    preUse: '/report/preuserreport',
    profitLoss: '/report/profitloss',
    defects: '/report/defects',
    inspectorFile: '/report/inspector-file',
  },
  dashboard: '/dashboard',
  checklists: '/checklists',
  /** What a vehicle's QR code opens (issue 20): its checklist, after sign-in if needed. */
  qrStart: '/qr/:equipmentNumber',
} as const;

/** Where a signed-in user lands: admins on the admin home, everyone else on the checklist dashboard. */
export function homePathFor(role: Role): string {
  return role === 'admin' ? paths.home : paths.dashboard;
}

/** The import screen of one kind. */
export function importPath(kind: ImportKind): string {
  return paths.importFile.replace(':kind', kind);
}
