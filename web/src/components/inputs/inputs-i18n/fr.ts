import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  inputs: {
    dateExample: 'Entrez une date comme {{example}} ou {{iso}}.',
    clearDate: 'Effacer la date',
    notNegative: 'Entrez un nombre égal ou supérieur à 0.',
    numberExample: 'Entrez un nombre comme {{example}}.',
  },
  dialog: {
    discardTitle: 'Abandonner vos modifications ?',
    discardMessage: 'Ce que vous avez saisi dans cette fenêtre sera perdu.',
    keepEditing: 'Continuer la saisie',
    discard: 'Abandonner',
  },
};
