import { ChecklistListScreen } from './checklist-list-screen';

/** `/home`: the admins' Pre-OP Checklist list (every checklist). */
export default function HomeScreen() {
  return <ChecklistListScreen />;
}
