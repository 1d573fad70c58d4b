import type { ServiceTask } from '@fleet-ops/shared';
import { useAllServiceTasks } from './service-tasks';

/** A vehicle as an appointment form knows it. */
type ChosenVehicle = { id: number; vehicle_parent_type: string } | undefined;

function appliesTo(task: ServiceTask, vehicle: ChosenVehicle): boolean {
  if (!vehicle || task.applies_to === 'all') return true;
  if (task.applies_to === 'parent_type') return task.vehicle_parent_type === vehicle.vehicle_parent_type;
  return task.vehicle_ids.includes(vehicle.id);
}

/**
 * The service tasks an appointment of `vehicle` may reset: those that apply to it (all while no
 * vehicle is chosen), and the one already chosen (`keptId`) even if it no longer applies.
 */
export function useServiceTasksFor(vehicle: ChosenVehicle, keptId: string): ServiceTask[] {
  const tasks = useAllServiceTasks();
  return (tasks.data?.data ?? []).filter((task) => appliesTo(task, vehicle) || String(task.id) === keptId);
}
