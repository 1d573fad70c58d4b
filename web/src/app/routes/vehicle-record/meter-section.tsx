import { MeterHistory, useMeterHistoryTitle } from '../../../features/meters/components/meter-history';
import { OverviewSection } from '../../../features/vehicles/overview/components/overview-section';

/** The vehicle's odometer and engine hours readings (issue 37). */
export function MeterSection({ vehicleId }: { vehicleId: number }) {
  return (
    <OverviewSection title={useMeterHistoryTitle()}>
      <MeterHistory vehicleId={vehicleId} />
    </OverviewSection>
  );
}
