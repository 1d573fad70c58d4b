/** The Vehicle Logs screen's words (namespace `activityLog`). */
export const en = {
  title: 'Vehicle Logs',
  tableCaption: 'Vehicle logs',
  search: 'Search',
  searchPlaceholder: 'Equipment number, driver, note…',
  columns: {
    equipmentNumber: 'Equipment No',
    actionDate: 'Action Date',
    driverName: 'Driver',
    log: 'Log',
    from: 'Assigned From',
    to: 'Assigned To',
    note: 'Note',
    by: 'By',
  },
};
