import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  opening: 'Ouverture de la liste de vérification du véhicule {{equipment}}…',
  notAllowed: {
    title: 'Vous ne pouvez pas inspecter le véhicule {{equipment}}',
    message:
      'Seuls les chauffeurs affectés à ce véhicule et leurs superviseurs peuvent remplir sa liste de vérification. Adressez-vous à votre superviseur.',
  },
  unknown: {
    title: 'Aucun véhicule ne porte le numéro d’unité {{equipment}}.',
    message: 'Vérifiez le numéro sur l’étiquette. Un véhicule désactivé ou masqué n’a pas de liste de vérification.',
  },
  loadFailed: {
    title: 'La liste de vérification n’a pas pu être ouverte',
    message: 'Vérifiez votre connexion, puis balayez le code de nouveau.',
  },
  backToChecklist: 'Retour à la liste de vérification',
  backToHome: 'Retour à l’accueil',
};
