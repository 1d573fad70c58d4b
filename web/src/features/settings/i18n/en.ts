export const en = {
  title: 'Settings',
  checklists: {
    title: 'Pre-OP Checklists',
    quickCheckSeconds: 'Quick-check threshold (seconds)',
    quickCheckHint: 'A checklist signed faster than this after its form opened is flagged "Completed in N s".',
    requireEveryItem: 'Drivers must mark every item before submitting',
    requireEveryItemHint: 'Items start unmarked instead of Yes, to rule out a walk-past "all yes".',
    save: 'Save',
  },
  shifts: {
    title: 'Shifts',
    intro:
      'The start of each shift, in the site’s time zone; each shift runs until the next one. An inspection on a form valid for the shift counts until the shift it was done in ends.',
    start: 'Shift {{number}} starts at',
    remove: 'Remove shift {{number}}',
    range: '{{from}} to {{to}}',
    add: 'Add a shift',
    save: 'Save the shifts',
  },
};
