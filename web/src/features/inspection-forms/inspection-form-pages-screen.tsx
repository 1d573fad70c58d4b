import { useRoutes } from 'react-router';
import InspectionFormScreen from './inspection-form-screen';
import InspectionFormsScreen from './inspection-forms-screen';

/** Everything under `/inspection-forms` in one lazy chunk: the list and the editor, one entry in the app's router. */
export default function InspectionFormPagesScreen() {
  return useRoutes([
    { index: true, element: <InspectionFormsScreen /> },
    { path: ':id', element: <InspectionFormScreen /> },
  ]);
}
