import { registerTranslations } from '../../lib/i18n';

export const qrStartNamespace = 'qrStart';

/** The page a vehicle's QR code opens (namespace `qrStart`). */
const en = {
  opening: 'Opening the checklist of vehicle {{equipment}}…',
  notAllowed: {
    title: 'You can’t inspect vehicle {{equipment}}',
    message:
      'Only the drivers assigned to this vehicle and their supervisors can fill its checklist. Ask your supervisor.',
  },
  unknown: {
    title: 'No vehicle has the unit number {{equipment}}.',
    message: 'Check the number on the label. A disabled or hidden vehicle has no checklist.',
  },
  loadFailed: {
    title: 'The checklist could not be opened',
    message: 'Check your connection, then scan the code again.',
  },
  backToChecklist: 'Back to the checklist',
  backToHome: 'Back to Home',
};

const fr: typeof en = {
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

registerTranslations(qrStartNamespace, { en, fr });
