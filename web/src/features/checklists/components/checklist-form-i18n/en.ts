/** The words of the checklist form's odometer check and of the confirmation after a submission. */
export const en = {
  confirmation: {
    title: 'Checklist submitted',
    vehicle: 'Vehicle',
    submittedAt: 'Submitted',
    failedItems: 'Failed items',
    noFailedItems: 'None: every item passed.',
    startAnother: 'Start another',
  },
};
