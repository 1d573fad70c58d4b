import { AssignDriverModal } from '../../features/assignments/components/assign-driver-modal';
import { VehiclesPage } from '../../features/vehicles/vehicles-page';

/**
 * `/vehicles`: the vehicles feature's list with the assignments feature's assign driver dialog. A
 * composition of two layers, so it lives with the app's routes.
 */
export default function VehiclesScreen() {
  return <VehiclesPage AssignDriver={AssignDriverModal} />;
}
