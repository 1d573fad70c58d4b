import { ChecklistListScreen } from './checklist-list-screen';

/** `/checklists`: a driver's own checklists, a supervisor's crew's. */
export default function ChecklistsScreen() {
  return <ChecklistListScreen />;
}
