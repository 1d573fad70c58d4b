import type { DashboardAlertKey } from '@fleet-ops/shared';
import {
  IconAlertTriangle,
  IconCarOff,
  IconCarCrash,
  IconClipboardOff,
  IconClipboardX,
  IconEngine,
  IconFileCertificate,
  IconFireExtinguisher,
  IconFirstAidKit,
  IconId,
  type Icon,
} from '@tabler/icons-react';

/** One picture per kind of count, the same for its expired and expiring tiles. */
export const alertIcons: Record<DashboardAlertKey, Icon> = {
  vehicles_out_of_service: IconCarCrash,
  minor_defects_overdue: IconAlertTriangle,
  service_overdue: IconEngine,
  service_due_soon: IconEngine,
  vehicle_documents_expired: IconFileCertificate,
  vehicle_documents_expiring: IconFileCertificate,
  driver_licences_expired: IconId,
  driver_licences_expiring: IconId,
  first_aid_kits_expired: IconFirstAidKit,
  first_aid_kits_expiring: IconFirstAidKit,
  fire_extinguishers_expired: IconFireExtinguisher,
  fire_extinguishers_expiring: IconFireExtinguisher,
  checklists_with_issues: IconClipboardX,
  vehicles_without_checklist: IconClipboardOff,
  unassigned_vehicles: IconCarOff,
};

/** The accent of a count that is not zero; zero is always grey, so nothing shouts when all is well. */
export const levelColors = { expired: 'red', expiring: 'orange', attention: 'blue' } as const;
