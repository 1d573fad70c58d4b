import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import MaintenanceScreen from './maintenance-screen';
import ServiceTasksScreen from './service-tasks-screen';

/**
 * /maintenance and /service-tasks in one lazy chunk: one entry in the app's router instead of two
 * keeps the first page every user downloads (which holds the router) as light as it was.
 */
export default function MaintenancePagesScreen() {
  const { pathname } = useLocation();
  return pathname.startsWith(paths.serviceTasks) ? <ServiceTasksScreen /> : <MaintenanceScreen />;
}
