import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import DefectsScreen from './defects-screen';

/**
 * /vehicle-defects: the Defects list for drivers and supervisors (the defects of the vehicles they
 * may inspect, as the server decides). Their shell keeps nothing in the address, so this screen
 * brings the address handling its list needs, loaded only with it.
 */
export default function CrewDefectsScreen() {
  return (
    <NuqsAdapter>
      <DefectsScreen />
    </NuqsAdapter>
  );
}
