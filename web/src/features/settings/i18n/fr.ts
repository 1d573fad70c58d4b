import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Paramètres',
  checklists: {
    title: 'Listes de vérification avant utilisation',
    quickCheckSeconds: 'Seuil de vérification rapide (secondes)',
    quickCheckHint:
      'Une liste signée plus vite que ce délai après l’ouverture du formulaire est signalée « Remplie en N s ».',
    requireEveryItem: 'Les chauffeurs doivent marquer chaque élément avant de soumettre',
    requireEveryItemHint:
      'Les éléments commencent non marqués plutôt qu’à Oui, pour éviter un « tout oui » sans inspection.',
    save: 'Enregistrer',
  },
};
