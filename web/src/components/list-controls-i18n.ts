import { addToCatalogue, type Translated } from '../lib/i18n';

/**
 * The words of the shared list controls (filters, pagination, Column Options), added when their
 * code loads (each imports this module): no signed-out page has a list, so they stay off the
 * sign-in page's download.
 */
const listControlsEn = {
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

const listControlsFr: Translated<typeof listControlsEn> = {
  listFilters: {
    button: 'Filtres',
  },
  pagination: {
    entries: 'Entrées : {{total}}',
    page: 'Page {{page}} de {{last}}',
    pageSize: 'Lignes par page',
    previous: 'Page précédente',
    next: 'Page suivante',
  },
  columnOptions: {
    button: 'Options des colonnes',
    title: 'Colonnes visibles',
  },
  filters: {
    week: 'Semaine',
    selectWeek: 'Choisir une semaine',
    from: 'Du',
    to: 'Au',
    status: 'Statut',
    enabled: 'Activé',
    disabled: 'Désactivé',
    driver: 'Chauffeur',
    allDrivers: 'Tous les chauffeurs',
    clear: 'Effacer le filtre',
  },
};

addToCatalogue({ en: listControlsEn, fr: listControlsFr });
