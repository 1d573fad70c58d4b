/** The page a vehicle's QR code opens (namespace `qrStart`). */
export const en = {
  opening: 'Opening the checklist of vehicle {{equipment}}…',
  notAllowed: {
    title: 'You can’t inspect vehicle {{equipment}}',
    message:
      'Only the drivers assigned to this vehicle and their supervisors can fill its checklist. Ask your supervisor.',
  },
  unknown: {
    title: 'No vehicle has the unit number {{equipment}}.',
    message: 'Check the number on the label. A disabled or hidden vehicle has no checklist.',
  },
  loadFailed: {
    title: 'The checklist could not be opened',
    message: 'Check your connection, then scan the code again.',
  },
  backToChecklist: 'Back to the checklist',
  backToHome: 'Back to Home',
};
