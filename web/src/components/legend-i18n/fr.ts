import type { Translated } from '../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  legend: {
    title: 'Couleurs et codes',
    rowColor: 'Ligne teintée : une couleur choisie pour le véhicule (Attribuer une couleur), sans sens fixe',
    driverRowColor: 'Ligne teintée : la couleur choisie dans la fiche du chauffeur, sans sens fixe',
    locations: 'ZV, CR : codes d’emplacement du site',
  },
};
