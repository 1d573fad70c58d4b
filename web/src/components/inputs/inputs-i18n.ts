import { addToCatalogue, type Translated } from '../../lib/i18n';

/**
 * The words of the shared inputs and dialogs, added when their code loads (each imports this
 * module), under keys of their own so no feature catalogue repeats them.
 */
const inputsEn = {
  inputs: {
    dateExample: 'Enter a date like {{example}} or {{iso}}.',
    clearDate: 'Clear the date',
    notNegative: 'Enter a number of 0 or more.',
    numberExample: 'Enter a number like {{example}}.',
  },
  dialog: {
    discardTitle: 'Discard your changes?',
    discardMessage: 'What you entered in this dialog will be lost.',
    keepEditing: 'Keep editing',
    discard: 'Discard',
  },
};

const inputsFr: Translated<typeof inputsEn> = {
  inputs: {
    dateExample: 'Entrez une date comme {{example}} ou {{iso}}.',
    clearDate: 'Effacer la date',
    notNegative: 'Entrez un nombre égal ou supérieur à 0.',
    numberExample: 'Entrez un nombre comme {{example}}.',
  },
  dialog: {
    discardTitle: 'Abandonner vos modifications?',
    discardMessage: 'Ce que vous avez saisi dans cette fenêtre sera perdu.',
    keepEditing: 'Continuer la saisie',
    discard: 'Abandonner',
  },
};

addToCatalogue({ en: inputsEn, fr: inputsFr });
