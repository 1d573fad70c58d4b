import { paths } from '../../config/paths';

/** The screens under `/work-orders`, routed by `work-order-pages-screen.tsx`. */
export const workOrderPath = (id: number) => `${paths.workOrders}/${id}`;
export const editWorkOrderPath = (id: number) => `${paths.workOrders}/${id}/edit`;

/** The new work order form, with the vehicle (and a defect of it) already chosen. */
export function newWorkOrderPath(link: { vehicleId?: number; defectId?: number } = {}): string {
  const query = new URLSearchParams();
  if (link.vehicleId) query.set('vehicle_id', String(link.vehicleId));
  if (link.defectId) query.set('defect_id', String(link.defectId));
  const text = query.toString();
  return `${paths.workOrders}/new${text ? `?${text}` : ''}`;
}

/** The Work orders list narrowed to one vehicle. */
export const vehicleWorkOrdersPath = (vehicleId: number) => `${paths.workOrders}?vehicle_id=${vehicleId}`;
