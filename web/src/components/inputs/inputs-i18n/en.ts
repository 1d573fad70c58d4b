/**
 * The words of the shared inputs and dialogs, added when their code loads (each imports this
 * module), under keys of their own so no feature catalogue repeats them.
 */
export const en = {
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
