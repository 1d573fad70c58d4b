import type { Translated } from '../../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  outbox: {
    title_one: '{{count}} liste de vérification en attente d’envoi',
    title_other: '{{count}} listes de vérification en attente d’envoi',
    titleWithReports_one: '{{count}} envoi en attente',
    titleWithReports_other: '{{count}} envois en attente',
    reportedAt: 'Défectuosité signalée {{time}}',
    waitingHint: 'Gardée sur ce téléphone. Elle sera envoyée d’elle-même dès le retour du réseau.',
    signInAgain: 'Reconnectez-vous pour l’envoyer.',
    signedAt: 'Signée {{time}}',
    refused: 'Refusée : corrigez-la et envoyez-la de nouveau.',
    sendNow: 'Envoyer maintenant',
    fix: 'Corriger et renvoyer',
    discard: 'Supprimer',
    discardTitle: 'Supprimer cette liste de vérification ?',
    discardBody: 'La liste de vérification de {{vehicle}} sera supprimée de ce téléphone sans être envoyée.',
    queued: 'Pas de réseau : la liste de vérification est gardée sur ce téléphone et sera envoyée au retour du réseau.',
  },
  draft: {
    restored: 'Votre liste de vérification non terminée a été rétablie.',
    discard: 'Recommencer',
    close: 'Fermer',
  },
};
