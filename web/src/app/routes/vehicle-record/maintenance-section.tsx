import {
  useVehicleMaintenanceWords,
  VehicleMaintenance,
  vehicleMaintenancePath,
} from '../../../features/maintenance/components/vehicle-maintenance';
import { OverviewSection } from '../../../features/vehicles/overview/components/overview-section';

/** Each service task of the vehicle with its status, and a link to the Maintenance list narrowed to it. */
export function MaintenanceSection({ vehicleId }: { vehicleId: number }) {
  const words = useVehicleMaintenanceWords();
  return (
    <OverviewSection title={words.title} links={[{ to: vehicleMaintenancePath(vehicleId), label: words.all }]}>
      <VehicleMaintenance vehicleId={vehicleId} />
    </OverviewSection>
  );
}
