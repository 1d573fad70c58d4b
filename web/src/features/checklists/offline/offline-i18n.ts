import { registerTranslations } from '../../../lib/i18n';

/** The words of the phone's outbox and of a restored draft. */
const en = {
  outbox: {
    title_one: '{{count}} checklist waiting to send',
    title_other: '{{count}} checklists waiting to send',
    waitingHint: 'Kept on this phone. It is sent by itself as soon as the network is back.',
    signInAgain: 'Sign in again to send it.',
    signedAt: 'Signed {{time}}',
    refused: 'Not accepted: fix it and send it again.',
    sendNow: 'Send now',
    fix: 'Fix and resend',
    discard: 'Discard',
    discardTitle: 'Discard this checklist?',
    discardBody: 'The checklist for {{vehicle}} will be deleted from this phone without being sent.',
    queued: 'No network: the checklist is kept on this phone and will be sent when the network is back.',
  },
  draft: {
    restored: 'Your unfinished checklist was restored.',
    discard: 'Start over',
    close: 'Close',
  },
};

const fr: typeof en = {
  outbox: {
    title_one: '{{count}} liste de vérification en attente d’envoi',
    title_other: '{{count}} listes de vérification en attente d’envoi',
    waitingHint: 'Gardée sur ce téléphone. Elle sera envoyée d’elle-même dès le retour du réseau.',
    signInAgain: 'Reconnectez-vous pour l’envoyer.',
    signedAt: 'Signée {{time}}',
    refused: 'Refusée : corrigez-la et envoyez-la de nouveau.',
    sendNow: 'Envoyer maintenant',
    fix: 'Corriger et renvoyer',
    discard: 'Supprimer',
    discardTitle: 'Supprimer cette liste de vérification?',
    discardBody: 'La liste de vérification de {{vehicle}} sera supprimée de ce téléphone sans être envoyée.',
    queued: 'Pas de réseau : la liste de vérification est gardée sur ce téléphone et sera envoyée au retour du réseau.',
  },
  draft: {
    restored: 'Votre liste de vérification non terminée a été rétablie.',
    discard: 'Recommencer',
    close: 'Fermer',
  },
};

registerTranslations('checklistOffline', { en, fr });

export const checklistOfflineNamespace = 'checklistOffline';
