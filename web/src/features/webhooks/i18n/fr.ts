import { webhookMessages } from '@fleet-ops/shared';
import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Webhooks',
  intro:
    'Les autres systèmes (entretien, ERP, clavardage) sont avisés des événements dès qu’ils surviennent : chaque envoi est un POST JSON signé vers l’URL, réessayé pendant environ 21 heures en cas d’échec. Le README explique comment vérifier la signature.',
  caption: 'Webhooks',
  empty: 'Aucun webhook pour l’instant.',
  create: 'Nouveau webhook',
  columns: {
    name: 'Nom',
    url: 'URL',
    events: 'Événements',
    enabled: 'État',
    lastDelivery: 'Dernier envoi',
    actions: 'Actions',
  },
  events: {
    checklist: { submitted: 'Liste de vérification soumise' },
    defect: { opened: 'Défectuosité ouverte', status_changed: 'Statut de défectuosité modifié' },
    vehicle: { out_of_service: 'Véhicule hors service', back_in_service: 'Véhicule remis en service' },
    document: { expiring: 'Document qui expire' },
    ping: 'Ping d’essai',
  },
  enabled: { on: 'Actif', off: 'Inactif' },
  deliveryStatus: { pending: 'En attente', delivered: 'Livré', failed: 'Échoué' },
  never: 'Jamais',
  actions: {
    menu: 'Actions pour {{name}}',
    edit: 'Modifier',
    deliveries: 'Journal des envois',
    ping: 'Envoyer un ping d’essai',
    rotate: 'Nouveau secret',
    delete: 'Supprimer',
  },
  form: {
    newTitle: 'Nouveau webhook',
    editTitle: 'Modifier le webhook',
    name: 'Nom',
    namePlaceholder: 'Système d’entretien',
    url: 'URL',
    urlPlaceholder: 'https://erp.exemple.com/evenements-flotte',
    events: 'Événements',
    enabled: 'Envoyer les événements',
    create: 'Créer le webhook',
    save: 'Enregistrer',
  },
  shown: {
    title: 'Copiez le secret de signature',
    warning:
      'Le secret n’est affiché qu’une seule fois. Remettez-le au système destinataire, qui s’en sert pour vérifier la signature de chaque envoi.',
    secret: 'Secret de signature',
  },
  deleteConfirm: {
    title: 'Supprimer ce webhook ?',
    message: '« {{name}} » ne recevra plus d’événements et son journal des envois sera supprimé. C’est irréversible.',
  },
  rotateConfirm: {
    title: 'Créer un nouveau secret ?',
    message:
      'Le secret actuel de « {{name}} » cesse de fonctionner immédiatement : le destinataire doit recevoir le nouveau.',
    confirm: 'Créer un nouveau secret',
  },
  deliveries: {
    title: 'Envois à {{name}}',
    caption: 'Journal des envois',
    empty: 'Rien n’a encore été envoyé.',
    columns: {
      event: 'Événement',
      status: 'Statut',
      attempts: 'Tentatives',
      statusCode: 'Réponse',
      error: 'Erreur',
      created: 'Mis en file',
      next: 'Prochaine tentative',
      actions: 'Actions',
    },
    resend: 'Renvoyer',
    resendNamed: 'Renvoyer l’envoi {{id}}',
    close: 'Fermer',
  },
};

export const messagesFr: Record<string, string> = {
  [webhookMessages.nameRequired]: 'Donnez un nom au webhook.',
  [webhookMessages.nameTooLong]: 'Le nom peut compter au plus 80 caractères.',
  [webhookMessages.urlRequired]: 'Entrez l’URL où envoyer les événements.',
  [webhookMessages.urlInvalid]: 'Entrez une URL complète commençant par http:// ou https://.',
  [webhookMessages.urlTooLong]: 'L’URL peut compter au plus 2000 caractères.',
  [webhookMessages.eventsRequired]: 'Choisissez au moins un événement.',
  [webhookMessages.eventInvalid]: 'Choisissez les événements dans la liste.',
  [webhookMessages.enabledInvalid]: 'Actif doit être vrai ou faux.',
  [webhookMessages.addressPrivate]:
    'Cette adresse se trouve sur un réseau privé, local ou de bouclage, que les webhooks ne peuvent pas joindre. Utilisez une adresse publique.',
  [webhookMessages.hostNotFound]: 'L’hôte de cette URL est introuvable.',
  [webhookMessages.created]: 'Le webhook a été créé. Copiez son secret maintenant : il ne sera plus affiché.',
  [webhookMessages.updated]: 'Le webhook a été enregistré.',
  [webhookMessages.deleted]: 'Le webhook a été supprimé.',
  [webhookMessages.secretRotated]:
    'Un nouveau secret a été créé. Copiez-le maintenant : il ne sera plus affiché, et l’ancien cesse de fonctionner.',
  [webhookMessages.pingQueued]: 'Un ping est en route.',
  [webhookMessages.resendQueued]: 'L’envoi sera refait maintenant.',
  [webhookMessages.turnedOff]: 'Ce webhook est désactivé. Activez-le d’abord.',
  [webhookMessages.notFound]: 'Webhook introuvable.',
  [webhookMessages.deliveryNotFound]: 'Envoi introuvable.',
  [webhookMessages.timedOut]: 'Le destinataire n’a pas répondu dans les 10 secondes.',
  [webhookMessages.connectionFailed]: 'La connexion au destinataire a échoué.',
};
