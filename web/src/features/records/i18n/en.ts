/** The records feature's words (issue 37): retention, disposal, the inspector's file. */
export const en = {
  retention: {
    title: 'Keeping records',
    intro:
      'How long each kind of record is kept before anyone may delete it. The law sets a minimum; a longer period may be chosen.',
    checklist_months: 'Circle checks (months)',
    repair_months: 'Defect repair records, and the work orders and fill-ups kept as their proof (months)',
    maintenance_months: 'Maintenance records: work orders, service completions, mandatory maintenance sheets (months)',
    disposed_months: 'A disposed vehicle’s records, after its disposal (months)',
    minimum: 'Legal minimum: {{months}} months',
    save: 'Save',
  },
  record: {
    title: 'Records and inspections',
    disposed: 'Disposed of on {{date}} — {{reason}}',
    disposedNote: 'The vehicle has left every list and report; its records are kept.',
    inspectorFile: 'Inspector’s file',
    dispose: 'Dispose of the vehicle',
  },
  dispose: {
    title: 'Dispose of {{equipment}}',
    explain:
      'A vehicle whose records are kept cannot be deleted. Disposed of, it leaves every list and report (the Vehicles list shows it under “Disposed of”), its drivers are taken off it, and its records are kept before it may be deleted. This cannot be undone.',
    date: 'Disposal date',
    reason: 'Reason',
    submit: 'Dispose of the vehicle',
    cancel: 'Cancel',
  },
  file: {
    title: 'Inspector’s file',
    vehicleTitle: 'Inspector’s file of {{equipment}}',
    explain:
      'One ZIP file: a summary PDF first (the vehicle, its inspection, every circle check with its defects, every repair and verification, maintenance, open safety defects), then each checklist PDF, the photos and the maintenance sheets, in folders by date.',
    from: 'From',
    to: 'To',
    scope: 'Which vehicles',
    scopes: { vehicle: 'One vehicle', type: 'Every vehicle of a type', fleet: 'The whole fleet' },
    vehicle: 'Vehicle',
    type: 'Vehicle type',
    download: 'Download',
    preparing: 'Preparing the file…',
    received: '{{size}} received',
    done: 'The inspector’s file has been downloaded ({{size}}).',
    pickVehicle: 'Choose a vehicle.',
  },
};
