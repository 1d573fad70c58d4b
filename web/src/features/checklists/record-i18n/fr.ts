import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  notMarked: 'Marquer',
  note: 'Note sur {{item}}',
  notSigned: 'Non signée',
  completedIn: 'Remplie en {{seconds}} s',
  notApplicable: 'S. O.',
  notApplicableChoice: 'Sans objet (S. O.) : {{item}}',
  reading: 'Lecture : {{value}}',
};
