import { countersignMessages, inspectionStateMessages, siteSettingsMessages } from '@fleet-ops/shared';
import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  gate: {
    title: 'Vos véhicules',
    validUntil: 'Valide jusqu’à {{time}}',
    noInspection: 'Ne pas utiliser\u00a0: aucune inspection valide',
    outOfService: 'Ne pas utiliser\u00a0: hors service',
  },
  toSign: {
    title: 'À contresigner',
    intro:
      'Quelqu’un d’autre a inspecté ces véhicules\u00a0: lisez chaque rapport, défectuosités comprises, et contresignez-le au lieu d’inspecter de nouveau.',
    row: '{{equipment}} · inspecté par {{by}} · valide jusqu’à {{time}}',
    withDefects: 'Défectuosités signalées',
    open: 'Lire et contresigner {{equipment}}',
  },
  section: {
    title: 'Validité et contresignatures',
    validUntil: 'Valide jusqu’à {{time}}',
    expiredAt: 'Expirée à {{time}}',
    none: 'Aucune contresignature pour l’instant.',
    signedBy: '{{name}}, {{time}}',
    typed: 'Signée en tapant son nom\u00a0: {{name}}',
    signatureImage: 'Contresignature de {{name}}',
    statement: 'J’ai lu ce rapport.',
    signature: 'Votre signature',
    signatureHint: 'Signez avec le doigt ou la souris.',
    loadingSignature: 'Chargement du cadre de signature…',
    clearSignature: 'Effacer',
    signByTyping: 'Signer en tapant votre nom',
    signInBox: 'Signer plutôt dans le cadre',
    typedName: 'Votre nom, comme signature',
    submit: 'Contresigner',
  },
};

export const messagesFr: Record<string, string> = {
  [countersignMessages.statementRequired]: 'Confirmez que vous avez lu ce rapport.',
  [countersignMessages.notYours]:
    'Seul l’opérateur nommé sur cette inspection ou le conducteur actuel du véhicule peut la contresigner.',
  [countersignMessages.ownInspection]: 'Vous avez fait cette inspection vous-même\u00a0: il n’y a rien à contresigner.',
  [countersignMessages.expired]: 'Cette inspection n’est plus valide\u00a0: inspectez plutôt le véhicule.',
  [countersignMessages.already]: 'Vous avez déjà contresigné cette inspection.',
  [countersignMessages.countersigned]: 'Contresignée\u00a0: vous avez lu ce rapport.',
  [countersignMessages.countersignatureNotFound]: 'Contresignature introuvable.',
  [inspectionStateMessages.stateInvalid]: 'L’état de l’inspection doit être valid, expired ou out_of_service.',
  [siteSettingsMessages.shiftStartsInvalid]:
    'Indiquez de 1 à 6 heures de début de quart différentes, de 00:00 à 23:59, par exemple 06:00 et 18:00.',
};
