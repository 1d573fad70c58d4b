/** The import screen (namespace `imports`). */
export const en = {
  title: {
    vehicles: 'Import vehicles',
    drivers: 'Import drivers',
    rates: 'Import rates',
    fire_extinguishers: 'Import fire extinguishers',
    first_aid_kits: 'Import first aid kits',
    meter_readings: 'Import meter readings',
  },
  backTo: {
    vehicles: 'Back to vehicles',
    drivers: 'Back to drivers',
    rates: 'Back to rates',
    fire_extinguishers: 'Back to fire extinguishers',
    first_aid_kits: 'Back to first aid kits',
    meter_readings: 'Back to vehicles',
  },
  intro:
    'Fill in the template, upload it and check what it would change. Rows whose key matches a saved record update it; the others are added. Nothing is saved until you confirm, and then every row is saved or none.',
  /** Issue 37: what Update means for readings, and how a far jump is accepted. */
  meterReadingsNote:
    'Each reading is kept once: a row already received shows as Update and changes nothing. A reading below an earlier one is refused; a far jump is refused unless its row says Yes under Confirmed jump.',
  columns: 'Columns: {{columns}}',
  /** The template's bold columns: a row leaving one blank is refused. */
  requiredColumns: 'Required in every row (bold in the XLSX template): {{columns}}',
  keyColumns: 'Rows are matched on: {{columns}}',
  notesTitle: 'About the file’s columns',
  templateCsv: 'Download CSV template',
  templateXlsx: 'Download XLSX template',
  file: 'File',
  fileDescription: 'CSV or XLSX, at most 10 MB and 10,000 rows',
  filePlaceholder: 'Choose a file',
  clearFile: 'Remove the chosen file',
  check: 'Check the file',
  uploading: 'Uploading and checking the file',
  counts: { new: 'New: {{count}}', update: 'Update: {{count}}', error: 'Errors: {{count}}' },
  errorsAlert:
    'Fix the rows with errors in your file and upload it again. Nothing is imported while a row has an error.',
  onlyErrors: 'Only rows with errors',
  tableCaption: 'Rows of the file',
  tableColumns: { row: 'Row', key: 'Key', outcome: 'Status', messages: 'Messages' },
  outcome: { new: 'New', update: 'Update', error: 'Error' },
  confirm: 'Confirm the import',
  progress: 'Imported {{done}} of {{total}} rows',
  done: 'Import done: {{added}} added, {{updated}} updated.',
};
