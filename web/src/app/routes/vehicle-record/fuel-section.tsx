import { useTranslation } from 'react-i18next';
import { useVehicleFuelWords, VehicleFuel, vehicleFuelPath } from '../../../fuel';
import { newWorkOrderPath, vehicleWorkOrdersPath } from '../../../work-orders';
import { vehicleOverviewNamespace } from '../i18n';
import { OverviewSection } from './overview-section';

/** The vehicle's litres/100 km over time, with links to its fill-ups and its work orders. */
export function FuelSection({ vehicleId }: { vehicleId: number }) {
  const { t } = useTranslation(vehicleOverviewNamespace);
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
