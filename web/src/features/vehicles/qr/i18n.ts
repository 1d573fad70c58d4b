import { vehicleQrMessages } from '@fleet-ops/shared';
import { registerTranslations } from '../../../lib/i18n';

export const vehicleQrNamespace = 'vehicleQr';

/** The QR code on the vehicle record and the label sheets (namespace `vehicleQr`). */
const en = {
  title: 'QR code',
  intro: 'Scanning it opens this vehicle’s Pre-OP Checklist, after sign-in if needed.',
  imageAlt: 'QR code of vehicle {{equipment}}',
  loading: 'Preparing the QR code…',
  loadFailed: 'The QR code could not be shown.',
  printLabel: 'Print label',
  printLabels: 'Print QR labels',
  printLabelsHint: 'A PDF sheet of labels (12 a page) for the vehicles the list shows',
};

const fr: typeof en = {
  title: 'Code QR',
  intro: 'Le balayer ouvre la liste de vérification avant utilisation de ce véhicule, après la connexion au besoin.',
  imageAlt: 'Code QR du véhicule {{equipment}}',
  loading: 'Préparation du code QR…',
  loadFailed: 'Le code QR n’a pas pu être affiché.',
  printLabel: 'Imprimer l’étiquette',
  printLabels: 'Imprimer les étiquettes QR',
  printLabelsHint: 'Une feuille d’étiquettes en PDF (12 par page) pour les véhicules que la liste affiche',
};

registerTranslations(vehicleQrNamespace, {
  en,
  fr,
  messagesFr: {
    [vehicleQrMessages.idInvalid]: 'Chaque identifiant de véhicule doit être un nombre entier.',
    [vehicleQrMessages.tooManyIds]: 'Choisissez au plus 1000 véhicules.',
    [vehicleQrMessages.tooManyVehicles]: 'Au plus 1000 étiquettes s’impriment à la fois : restreignez la liste.',
    [vehicleQrMessages.nothingToPrint]: 'Aucun véhicule ne correspond : il n’y a rien à imprimer.',
  },
  messagePatternsFr: [
    [/^No vehicle has the id (\d+)\.$/, 'Aucun véhicule n’a l’identifiant $1.'],
    [/^No vehicle has the ids ([\d, ]+)\.$/, 'Aucun véhicule n’a les identifiants $1.'],
  ],
});
