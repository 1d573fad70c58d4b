import { LocalizedDates } from '../../components/localized-dates';
import { ChecklistList } from './checklist-list';

/**
 * `/checklists`: a driver's own checklists, a supervisor's crew's. Its week picker is the only
 * date input a driver meets, so the dates set-up comes with this screen, not the driver's shell.
 * On a phone, where drivers and supervisors open it, each checklist is a card.
 */
export default function ChecklistsScreen() {
  return (
    <LocalizedDates>
      <ChecklistList cardsOnPhone />
    </LocalizedDates>
  );
}
