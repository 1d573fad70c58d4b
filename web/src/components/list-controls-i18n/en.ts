/**
 * The words of the shared list controls (filters, pagination, Column Options, exports), added when their
 * code loads (each imports this module): no signed-out page has a list, so they stay off the
 * sign-in page's download.
 */
export const en = {
  listFilters: {
    button: 'Filters',
  },
  pagination: {
    entries: 'Entries: {{total}}',
    page: 'Page {{page}} of {{last}}',
    pageSize: 'Rows per page',
    previous: 'Previous page',
    next: 'Next page',
  },
  exports: {
    csv: 'Export CSV',
    xlsx: 'Export XLSX',
  },
  columnOptions: {
    button: 'Column Options',
    title: 'Visible columns',
  },
  filters: {
    week: 'Week',
    selectWeek: 'Select Week',
    from: 'From',
    to: 'To',
    status: 'Status',
    enabled: 'Enabled',
    disabled: 'Disabled',
    driver: 'Driver',
    allDrivers: 'All Drivers',
    clear: 'Clear Filter',
  },
};
