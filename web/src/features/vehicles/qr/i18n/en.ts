/** The QR code on the vehicle record and the label sheets (namespace `vehicleQr`). */
export const en = {
  title: 'QR code',
  intro: 'Scanning it opens this vehicle’s Pre-OP Checklist, after sign-in if needed.',
  imageAlt: 'QR code of vehicle {{equipment}}',
  loading: 'Preparing the QR code…',
  loadFailed: 'The QR code could not be shown.',
  printLabel: 'Print label',
  printLabels: 'Print QR labels',
  printLabelsHint: 'A PDF sheet of labels (12 a page) for the vehicles the list shows',
};
