import {
  useVehicleDefectsWords,
  vehicleDefectsPath,
  vehicleReportDefectPath,
  VehicleDefects,
} from '../../../features/defects/components/vehicle-defects';
import { OverviewSection } from '../../../features/vehicles/overview/components/overview-section';

/** The vehicle's newest defects (open and recent), each opening its detail, and a link to all of them. */
export function DefectsSection({ vehicleId }: { vehicleId: number }) {
  const words = useVehicleDefectsWords();
  return (
    <OverviewSection
      title={words.title}
      links={[
        { to: vehicleDefectsPath(vehicleId), label: words.all },
        { to: vehicleReportDefectPath(vehicleId), label: words.report },
      ]}
    >
      <VehicleDefects vehicleId={vehicleId} />
    </OverviewSection>
  );
}
