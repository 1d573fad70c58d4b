import type { Translated } from '../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  licence: 'Permis',
  expiry: 'Échéance',
  any: 'Toutes',
  expired: 'Expirés',
  expiring: {
    days30: 'Expirent d’ici 30 jours',
    month: 'Expirent d’ici un mois',
    nextMonth: 'Expirent le mois prochain',
  },
};
