import { useTranslation } from 'react-i18next';
import { useVehicleFuelWords, VehicleFuel, vehicleFuelPath } from '../../../features/fuel/components/vehicle-fuel';
import { newWorkOrderPath, vehicleWorkOrdersPath } from '../../../features/work-orders';
import { OverviewSection } from '../../../features/vehicles/overview/components/overview-section';

/** The vehicle's litres/100 km over time, with links to its fill-ups and its work orders. */
export function FuelSection({ vehicleId }: { vehicleId: number }) {
  // The record's own words (namespace `vehicleOverview`, registered by the record's page).
  const { t } = useTranslation('vehicleOverview');
  const words = useVehicleFuelWords();
  return (
    <OverviewSection
      title={words.title}
      links={[
        { to: vehicleFuelPath(vehicleId), label: words.all },
        { to: vehicleWorkOrdersPath(vehicleId), label: t('workOrders.all') },
        { to: newWorkOrderPath({ vehicleId }), label: t('workOrders.add') },
      ]}
    >
      <VehicleFuel vehicleId={vehicleId} />
    </OverviewSection>
  );
}
