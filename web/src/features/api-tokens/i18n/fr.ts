import { apiTokenMessages } from '@fleet-ops/shared';
import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Jetons d’API',
  intro:
    'Pour les scripts et les autres systèmes (paie, BI) qui appellent l’API de l’application en votre nom. Envoyez le jeton dans « Authorization: Bearer <jeton> ». La référence de l’API se trouve à /api/docs.',
  caption: 'Vos jetons d’API',
  empty: 'Vous n’avez aucun jeton d’API.',
  create: 'Nouveau jeton d’API',
  columns: {
    name: 'Nom',
    scope: 'Accès',
    created: 'Créé',
    expires: 'Expire',
    lastUsed: 'Dernière utilisation',
    status: 'État',
    actions: 'Actions',
  },
  scope: { read: 'Lecture seule', read_write: 'Lecture et écriture' },
  status: { live: 'Actif', expired: 'Expiré', revoked: 'Révoqué' },
  never: 'Jamais',
  form: {
    title: 'Nouveau jeton d’API',
    name: 'Nom',
    namePlaceholder: 'Export de la paie',
    scope: 'Accès',
    lifetime: 'Expire après',
    days: '{{count}} jours',
    save: 'Créer le jeton',
  },
  shown: {
    title: 'Copiez votre nouveau jeton',
    warning:
      'Le jeton n’est affiché qu’une seule fois. Conservez-le en lieu sûr, par exemple dans un gestionnaire de mots de passe.',
    token: 'Jeton',
  },
  revoke: 'Révoquer',
  revokeNamed: 'Révoquer {{name}}',
  revokeConfirm: {
    title: 'Révoquer ce jeton ?',
    message: 'Les scripts qui utilisent « {{name}} » cessent de fonctionner immédiatement. C’est irréversible.',
  },
};

export const messagesFr: Record<string, string> = {
  [apiTokenMessages.nameRequired]: 'Donnez un nom au jeton.',
  [apiTokenMessages.nameTooLong]: 'Le nom peut compter au plus 80 caractères.',
  [apiTokenMessages.scopeInvalid]: 'Choisissez lecture seule ou lecture et écriture.',
  [apiTokenMessages.lifetimeInvalid]: 'Choisissez la durée du jeton : 7, 30, 90 ou 365 jours.',
  [apiTokenMessages.created]: 'Le jeton d’API a été créé. Copiez-le maintenant : il ne sera plus affiché.',
  [apiTokenMessages.revoked]: 'Le jeton d’API a été révoqué.',
  [apiTokenMessages.notFound]: 'Jeton d’API introuvable.',
  [apiTokenMessages.readOnly]: 'Ce jeton d’API ne permet que la lecture.',
  [apiTokenMessages.sessionOnly]: 'Un jeton d’API ne peut pas faire ceci. Connectez-vous plutôt à l’application.',
};
