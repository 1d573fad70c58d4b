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
};
