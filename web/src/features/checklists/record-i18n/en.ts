/** The inspection record's words shown with the form's items and in the lists (kept small: the driver page is at its budget). */
export const en = {
  notMarked: 'Mark',
  note: 'Note on {{item}}',
  notSigned: 'Not signed',
  completedIn: 'Completed in {{seconds}} s',
  notApplicable: 'N/A',
  notApplicableChoice: 'Not applicable (N/A): {{item}}',
  reading: 'Reading: {{value}}',
};
