import {
  IconAlertCircle,
  IconAlertTriangle,
  IconAmbulance,
  IconCalendarDue,
  IconCalendarEvent,
  IconCar,
  IconChecklist,
  IconClipboardList,
  IconEngine,
  IconCurrencyDollar,
  IconFireExtinguisher,
  IconGasStation,
  IconHome,
  IconMapPin,
  IconNotebook,
  IconReportAnalytics,
  IconSettings,
  IconSteeringWheel,
  IconTool,
} from '@tabler/icons-react';
import type { NavItem } from '../components/layout/nav-items';
import { paths } from '../config/paths';

/** Spec section 2: the admin menu, with the default filters the Vehicles and Tracking links carry. */
export const adminNavItems: NavItem[] = [
  { label: 'nav.home', to: paths.home, icon: IconHome },
  {
    label: 'nav.vehicles',
    to: `${paths.vehicles}?type=all_vehicles&ownership_type=all&reload=true&sort=id&sortDir=desc`,
    icon: IconCar,
  },
  { label: 'nav.tracking', to: `${paths.tracking}?sortBy=driver_name&sortDir=desc`, icon: IconMapPin },
  { label: 'nav.drivers', to: paths.drivers, icon: IconSteeringWheel },
  { label: 'nav.logs', to: paths.logs, icon: IconNotebook },
  { label: 'nav.appointments', to: paths.appointments, icon: IconCalendarEvent },
  { label: 'nav.incidents', to: paths.incidents, icon: IconFireExtinguisher },
  { label: 'nav.firstAidKits', to: paths.firstAidKits, icon: IconAmbulance },
  { label: 'nav.defects', to: paths.defects, icon: IconAlertTriangle },
  { label: 'nav.maintenance', to: paths.maintenance, icon: IconEngine },
  { label: 'nav.serviceTasks', to: paths.serviceTasks, icon: IconChecklist },
  { label: 'nav.workOrders', to: paths.workOrders, icon: IconTool },
  { label: 'nav.fuel', to: paths.fuel, icon: IconGasStation },
  { label: 'nav.renewals', to: paths.renewals, icon: IconCalendarDue },
  { label: 'nav.rates', to: paths.rates, icon: IconCurrencyDollar },
  { label: 'nav.inspectionForms', to: paths.inspectionForms, icon: IconClipboardList },
  {
    label: 'nav.reports',
    icon: IconReportAnalytics,
    children: [
      { label: 'nav.reportCleaning', to: paths.reports.cleaning },
      { label: 'nav.reportRenewal', to: paths.reports.renewal },
      { label: 'nav.reportMaintenance', to: paths.reports.maintenance },
      { label: 'nav.reportIncident', to: paths.reports.incident },
      { label: 'nav.reportVehicleTypes', to: paths.reports.vehicleTypes },
      { label: 'nav.reportPreUse', to: paths.reports.preUse },
      { label: 'nav.reportProfitLoss', to: paths.reports.profitLoss },
      { label: 'nav.reportDefects', to: paths.reports.defects },
      { label: 'nav.reportInspectorFile', to: paths.reports.inspectorFile },
    ],
  },
  { label: 'nav.settings', to: paths.settings, icon: IconSettings },
];

/**
 * Drivers and supervisors: their checklist dashboard, their past checklists, their vehicles'
 * defects, and a defect found mid-shift (issue 36).
 */
export const nonAdminNavItems: NavItem[] = [
  { label: 'nav.home', to: paths.dashboard, icon: IconHome },
  { label: 'nav.checklists', to: paths.checklists, icon: IconChecklist },
  { label: 'nav.defects', to: paths.crewDefects, icon: IconAlertTriangle },
  { label: 'nav.reportDefect', to: paths.reportDefect, icon: IconAlertCircle },
  { label: 'nav.addFuel', to: paths.addFuel, icon: IconGasStation },
];
