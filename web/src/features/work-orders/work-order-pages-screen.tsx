import { useRoutes } from 'react-router';
import WorkOrderFormScreen from './work-order-form-screen';
import WorkOrderScreen from './work-order-screen';
import WorkOrdersScreen from './work-orders-screen';

/**
 * Everything under `/work-orders` in one lazy chunk: one entry in the app's router instead of four
 * keeps the first page every user downloads (which holds the router) as light as it was.
 */
export default function WorkOrderPagesScreen() {
  return useRoutes([
    { index: true, element: <WorkOrdersScreen /> },
    { path: 'new', element: <WorkOrderFormScreen /> },
    { path: ':id', element: <WorkOrderScreen /> },
    { path: ':id/edit', element: <WorkOrderFormScreen /> },
  ]);
}
