import { vehicleQrMessages } from '@fleet-ops/shared';
import type { MessagePattern, Translated } from '../../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Code QR',
  intro: 'Le balayer ouvre la liste de vérification avant utilisation de ce véhicule, après la connexion au besoin.',
  imageAlt: 'Code QR du véhicule {{equipment}}',
  loading: 'Préparation du code QR…',
  loadFailed: 'Le code QR n’a pas pu être affiché.',
  printLabel: 'Imprimer l’étiquette',
  printLabels: 'Imprimer les étiquettes QR',
  printLabelsHint: 'Une feuille d’étiquettes en PDF (12 par page) pour les véhicules que la liste affiche',
};

export const messagesFr: Record<string, string> = {
  [vehicleQrMessages.idInvalid]: 'Chaque identifiant de véhicule doit être un nombre entier.',
  [vehicleQrMessages.tooManyIds]: 'Choisissez au plus 1000 véhicules.',
  [vehicleQrMessages.tooManyVehicles]: 'Au plus 1000 étiquettes s’impriment à la fois : restreignez la liste.',
  [vehicleQrMessages.nothingToPrint]: 'Aucun véhicule ne correspond : il n’y a rien à imprimer.',
};

export const messagePatternsFr: MessagePattern[] = [
  [/^No vehicle has the id (\d+)\.$/, 'Aucun véhicule n’a l’identifiant $1.'],
  [/^No vehicle has the ids ([\d, ]+)\.$/, 'Aucun véhicule n’a les identifiants $1.'],
];
