import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  signInWith: 'Se connecter avec {{name}}',
  or: 'ou',
  errors: {
    cancelled: 'L’authentification unique a été annulée.',
    failed: 'L’authentification unique n’a pas réussi. Veuillez réessayer.',
    expired: 'Cette tentative de connexion a expiré ou a déjà été utilisée. Veuillez réessayer.',
    unavailable: 'Le fournisseur de connexion est injoignable pour le moment. Veuillez réessayer plus tard.',
    domain: 'Votre adresse courriel n’appartient pas à un domaine autorisé à se connecter ici.',
    email_unverified: 'Votre fournisseur de connexion n’a pas fourni d’adresse courriel vérifiée.',
    no_account: 'Aucun compte Fleet Ops ne vous correspond. Demandez à un administrateur de vous ajouter.',
    disabled: 'Votre compte est désactivé. Veuillez communiquer avec votre administrateur.',
  },
};
