import type { SsoErrorCode } from '@fleet-ops/shared';
import { registerTranslations } from '../../lib/i18n';

/**
 * Single sign-on on the sign-in page (namespace `sso`): loaded with its button, only where single
 * sign-on is set up or has just been refused, so the password-only sign-in page carries none of it.
 */
const en = {
  signInWith: 'Sign in with {{name}}',
  or: 'or',
  /** Why a single sign-on came back refused (`/login?sso_error=<code>`). */
  errors: {
    cancelled: 'Single sign-on was cancelled.',
    failed: 'Single sign-on did not succeed. Please try again.',
    expired: 'This sign-in attempt expired or was already used. Please try again.',
    unavailable: 'The sign-in provider cannot be reached right now. Please try again later.',
    domain: 'Your email address is not from a domain allowed to sign in here.',
    email_unverified: 'Your sign-in provider did not give a verified email address.',
    no_account: 'There is no Fleet Ops account for you. Ask an administrator to add you.',
    disabled: 'Your account is disabled. Please contact your administrator.',
  } satisfies Record<SsoErrorCode, string>,
};

registerTranslations('sso', {
  en,
  fr: {
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
  },
});
