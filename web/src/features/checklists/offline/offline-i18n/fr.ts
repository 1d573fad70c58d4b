import type { Translated } from '../../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  outbox: {
    title_one: '{{count}} liste de vérification en attente d’envoi',
    title_other: '{{count}} listes de vérification en attente d’envoi',
    titleWithReports_one: '{{count}} envoi en attente',
    titleWithReports_other: '{{count}} envois en attente',
    reportedAt: 'Défectuosité signalée {{time}}',
    signInAgain: 'Reconnectez-vous pour l’envoyer.',
    signedAt: 'Signée {{time}}',
    refused: 'Refusée : corrigez-la et envoyez-la de nouveau.',
    sendNow: 'Envoyer maintenant',
    fix: 'Corriger et renvoyer',
    discard: 'Supprimer',
    discardTitle: 'Supprimer cette liste de vérification ?',
    discardBody: 'La liste de vérification de {{vehicle}} sera supprimée de ce téléphone sans être envoyée.',
    discardReportTitle: 'Supprimer ce signalement ?',
    discardReportBody: 'Le signalement « {{vehicle}} » sera supprimé de ce téléphone sans être envoyé.',
    queued: 'Enregistrée sur ce téléphone, sera envoyée dès qu’il y aura du réseau.',
  },
  sent: {
    title: 'Envoi réussi',
    at: 'Envoi reçu le {{time}}',
    close: 'Fermer',
  },
  readiness: {
    ready: 'Prêt à travailler hors ligne',
    readyHint:
      'Vos véhicules, leurs listes de vérification et leurs défectuosités ouvertes sont gardés sur ce téléphone.',
    notReady: 'Pas encore prêt à travailler hors ligne',
    app: 'L’application n’est pas encore gardée sur ce téléphone : laissez cet écran ouvert avec du réseau.',
    unsupported:
      'Ce téléphone ne peut pas garder l’application hors ligne à cette adresse : le site doit être en HTTPS.',
    vehicles: 'Vos véhicules ne sont pas encore gardés.',
    checklists: 'Listes de vérification pas encore gardées : {{vehicles}}.',
  },
  nothingStored: {
    title: 'Pas de réseau',
    body: 'Ce téléphone n’a pas encore gardé votre liste de vérification. Ouvrez cet écran une fois avec du réseau.',
    serverTitle: 'La liste de vérification ne peut pas s’ouvrir',
    serverBody: 'Le serveur n’a pas répondu. Réessayez dans un moment.',
    retry: 'Réessayer',
  },
  draft: {
    restored: 'Votre liste de vérification non terminée a été rétablie.',
    discard: 'Recommencer',
    close: 'Fermer',
  },
};
