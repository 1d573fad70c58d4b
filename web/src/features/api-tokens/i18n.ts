import { apiTokenMessages } from '@fleet-ops/shared';
import { registerTranslations } from '../../lib/i18n';

/** The API tokens section of Settings (namespace `apiTokens`). */
const en = {
  title: 'API tokens',
  intro:
    'For scripts and other systems (payroll, BI) that call this app’s API as you. Send the token as "Authorization: Bearer <token>". The API reference is at /api/docs.',
  caption: 'Your API tokens',
  empty: 'You have no API tokens.',
  create: 'New API token',
  exportCsv: 'Export CSV',
  columns: {
    name: 'Name',
    scope: 'Access',
    created: 'Created',
    expires: 'Expires',
    lastUsed: 'Last used',
    status: 'Status',
    actions: 'Actions',
  },
  scope: { read: 'Read only', read_write: 'Read and write' },
  status: { live: 'Active', expired: 'Expired', revoked: 'Revoked' },
  never: 'Never',
  form: {
    title: 'New API token',
    name: 'Name',
    namePlaceholder: 'Payroll export',
    scope: 'Access',
    lifetime: 'Expires after',
    days: '{{count}} days',
    save: 'Create token',
  },
  shown: {
    title: 'Copy your new token',
    warning: 'This is the only time the token is shown. Store it somewhere safe, such as a password manager.',
    token: 'Token',
  },
  revoke: 'Revoke',
  revokeNamed: 'Revoke {{name}}',
  revokeConfirm: {
    title: 'Revoke this token?',
    message: 'Scripts that use "{{name}}" stop working at once. This cannot be undone.',
  },
};

const fr: typeof en = {
  title: 'Jetons d’API',
  intro:
    'Pour les scripts et les autres systèmes (paie, BI) qui appellent l’API de l’application en votre nom. Envoyez le jeton dans « Authorization: Bearer <jeton> ». La référence de l’API se trouve à /api/docs.',
  caption: 'Vos jetons d’API',
  empty: 'Vous n’avez aucun jeton d’API.',
  create: 'Nouveau jeton d’API',
  exportCsv: 'Exporter en CSV',
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
    title: 'Révoquer ce jeton?',
    message: 'Les scripts qui utilisent « {{name}} » cessent de fonctionner immédiatement. C’est irréversible.',
  },
};

const messagesFr: Record<string, string> = {
  [apiTokenMessages.nameRequired]: 'Donnez un nom au jeton.',
  [apiTokenMessages.nameTooLong]: 'Le nom peut compter au plus 80 caractères.',
  [apiTokenMessages.scopeInvalid]: 'Choisissez lecture seule ou lecture et écriture.',
  [apiTokenMessages.lifetimeInvalid]: 'Choisissez la durée du jeton : 7, 30, 90 ou 365 jours.',
  [apiTokenMessages.created]: 'Le jeton d’API a été créé. Copiez-le maintenant : il ne sera plus affiché.',
  [apiTokenMessages.revoked]: 'Le jeton d’API a été révoqué.',
  [apiTokenMessages.notFound]: 'Jeton d’API introuvable.',
  [apiTokenMessages.readOnly]: 'Ce jeton d’API ne permet que la lecture.',
  [apiTokenMessages.sessionOnly]: 'Un jeton d’API ne peut pas faire ceci. Connectez-vous plutôt à l’application.',
};

export const apiTokensNamespace = 'apiTokens';
registerTranslations(apiTokensNamespace, { en, fr, messagesFr });
