import type { Translated } from '../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  listFilters: {
    button: 'Filtres',
  },
  pagination: {
    entries: 'Entrées : {{total}}',
    page: 'Page {{page}} de {{last}}',
    pageSize: 'Lignes par page',
    previous: 'Page précédente',
    next: 'Page suivante',
  },
  exports: {
    csv: 'Exporter en CSV',
    xlsx: 'Exporter en XLSX',
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
