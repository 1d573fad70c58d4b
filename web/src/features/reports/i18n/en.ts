import { reportColumnLabels } from '@fleet-ops/shared';

/**
 * The Reports screens' words (namespace `reports`). Column headers are keyed by the row field and
 * read in English as the CSV export's headers (`shared/src/reports-columns.ts`), which a test holds.
 */
export const en = {
  titles: {
    cleaning: 'Cleaning Report',
    renewal: 'Reg. Renewal Report',
    maintenance: 'Maintenance Report',
    incident: 'Incident Report',
    vehicleTypes: 'Vehicle Types Report',
    preUse: 'Pre Use Inspection Report',
    profitLoss: 'Profit & Loss Report',
  },
  captions: {
    cleaning: 'Cleaning per vehicle and week',
    renewal: 'Registrations, insurances and stickers to renew',
    maintenance: 'Maintenance appointments per vehicle',
    incident: 'Fire extinguisher inspections expired or expiring',
    vehicleTypes: 'Vehicles by type and ownership',
    preUse: 'Pre-use checklists per vehicle',
    preUseGaps: 'Days in use without a valid inspection',
    profitLoss: 'Profit and loss per vehicle',
  },
  charts: {
    complianceByWeek: 'Compliance % by week',
    appointmentsByWeek: 'Maintenance appointments by week',
    inspectionsByMonth: 'Inspections by month of expiry',
    renewalsByMonth: 'Renewals by month of expiry',
    vehiclesByType: 'Vehicles by type',
    profitLossByWeek: 'Profit & Loss by week',
  },
  search: 'Search',
  searchPlaceholder: 'Equipment number, vehicle, type, driver',
  totalsOfRange: 'The totals row adds up the whole range, not only the rows that match the search.',
  loadError: 'The report could not be loaded. Check the dates and try again.',
  range: {
    period: 'Period',
    custom: 'Custom range',
    from: 'From',
    to: 'To',
    presets: {
      thisWeek: 'This week',
      lastWeek: 'Last week',
      thisMonth: 'This month',
      lastMonth: 'Last month',
      thisYear: 'This year',
    },
  },
  types: {
    parentType: 'Vehicle Type',
    allParentTypes: 'All vehicle types',
    expiry: 'Show',
    all: 'Expired and upcoming',
    expired: 'Expired',
    upcoming: 'Upcoming',
  },
  table: {
    total: 'Total',
    totalVehicles_one: 'Total: {{count}} vehicle',
    totalVehicles_other: 'Total: {{count}} vehicles',
    totalInspections_one: 'Total: {{count}} inspection',
    totalInspections_other: 'Total: {{count}} inspections',
    statusCounts: '{{expired}} expired, {{upcoming}} upcoming',
  },
  values: {
    yes: 'Yes',
    no: 'No',
  },
  status: {
    expired: 'Expired',
    upcoming: 'Upcoming',
    ok: 'Valid',
  },
  ownership: {
    own: 'Own',
    lease: 'Lease',
    rent: 'Rent',
  },
  gaps: {
    title: 'Days in use without a valid inspection',
    date: 'Date',
    drivers: 'Drivers',
  },
  columns: reportColumnLabels,
  /** What a Profit & Loss column adds up, shown in its header's tooltip. */
  profitLossDescriptions: {
    billing: 'Tracking billing: the amounts of the vehicle’s tracking weeks in the range',
    revenue: 'Other revenue entered on the vehicle’s weekly expense records',
    income: 'Billing + Revenue',
    rental_cost: 'Rental cost from the weekly expense records',
    gas: 'Gas from the weekly expense records',
    ins: 'Insurance (ISC) from the weekly expense records',
    maintenance: 'Maintenance from the weekly expense records',
    expenses: 'Rental Cost + Gas + Insurance + Maintenance',
    net: 'Income − Expenses',
  },
};
