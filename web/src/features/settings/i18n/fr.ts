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
  shifts: {
    title: 'Quarts de travail',
    intro:
      'Le début de chaque quart, dans le fuseau horaire du site ; chaque quart dure jusqu’au suivant. Une inspection sur un formulaire valide pour le quart compte jusqu’à la fin du quart où elle a été faite.',
    start: 'Le quart {{number}} commence à',
    remove: 'Retirer le quart {{number}}',
    range: 'de {{from}} à {{to}}',
    add: 'Ajouter un quart',
    save: 'Enregistrer les quarts',
  },
};
