/** The Rates screen's words (namespace `rates`). */
export const en = {
  title: 'Rate for Vehicles',
  tableCaption: 'Daily rates per vehicle type',
  search: 'Search',
  searchPlaceholder: 'Vehicle type',
  columns: {
    vehicleType: 'Vehicle Type',
    fullDayRate: 'Full Day Rate',
    sharedDayRate: 'Shared Day Rate',
    actions: 'Actions',
  },
  edit: 'Edit rates for {{type}}',
  form: {
    title: 'Edit Rate',
    vehicleType: 'Vehicle Type',
    fullDayRate: 'Full Day Rate',
    sharedDayRate: 'Shared Day Rate',
    hint: 'Weeks already billed keep the rate they were saved with.',
    save: 'Save',
  },
};
