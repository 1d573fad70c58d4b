import { VehicleOverviewPage } from '../../features/vehicles/overview/vehicle-overview';
import { DefectsSection } from './vehicle-record/defects-section';
import { FuelSection } from './vehicle-record/fuel-section';
import { MaintenanceSection } from './vehicle-record/maintenance-section';
import { MeterSection } from './vehicle-record/meter-section';
import { RecordsSection } from '../../features/records/components/records-section';

function processSections(vehicleId: number) {
  return (
    <>
      <DefectsSection vehicleId={vehicleId} />
      <MaintenanceSection vehicleId={vehicleId} />
      <FuelSection vehicleId={vehicleId} />
      <MeterSection vehicleId={vehicleId} />
      <RecordsSection vehicleId={vehicleId} />
    </>
  );
}

/**
 * `/vehicles/{id}/overview`, the vehicle record: the vehicles feature's page with the sections of
 * the defects, maintenance and fuel features (and links to work orders). A composition of several
 * features, so it lives with the app's routes.
 */
export default function VehicleRecordScreen() {
  return <VehicleOverviewPage processSections={processSections} />;
}
