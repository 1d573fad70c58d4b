import type { authMessages, dateMessages, requestMessages, ssoMessages } from '@fleet-ops/shared';
import { clientMessages } from './client-messages';
import type { MessagePattern } from './index';

type Texts<Messages> = Messages[keyof Messages];

/** Answers to a malformed request, which the sign-in form never sends: their French is in shell.ts. */
export type RequestMessagesOfTheShell =
  'nulCharacter' | 'contentTypeNotAccepted' | 'bodyEmpty' | 'bodyNotJson' | 'invalidValue' | 'dataInvalid';

/**
 * The shared messages translated below. Their types are the texts themselves, so the compiler
 * checks that each one is a key, word for word. (The keys are written out rather than taken from
 * the shared constants: the modules holding those also build schemas, which would put zod on the
 * sign-in page.) Messages only signed-in screens can meet are in shell.ts.
 */
type SharedMessages =
  | Texts<typeof authMessages>
  | Texts<typeof ssoMessages>
  | Texts<typeof dateMessages>
  | Texts<Omit<typeof requestMessages, RequestMessagesOfTheShell>>
  | Texts<typeof clientMessages>;

/**
 * French for the English messages the server and the shared schemas send, keyed by the English
 * text itself: a message missing here is shown in English rather than as a key.
 */
export const messagesFr: Record<string, string> = {
  'Username is required': 'Le nom d’utilisateur est requis',
  'Password is required': 'Le mot de passe est requis',
  'Confirm Password is required': 'La confirmation du mot de passe est requise',
  'Password and Confirm Password must be match.': 'Le mot de passe et sa confirmation doivent être identiques.',
  'Password must be at least 12 characters.': 'Le mot de passe doit contenir au moins 12 caractères.',
  'These credentials do not match our records.': 'Ces identifiants ne correspondent à aucun compte.',
  'Your account is disabled. Please contact your administrator.':
    'Votre compte est désactivé. Veuillez communiquer avec votre administrateur.',
  'Forgot password email has been sent to given email, please check':
    'Un courriel de réinitialisation a été envoyé à l’adresse indiquée, veuillez vérifier votre boîte de réception',
  'Your Password has been changed Successfully': 'Votre mot de passe a été modifié avec succès',
  'This password reset link is invalid or has expired.': 'Ce lien de réinitialisation est invalide ou a expiré.',
  'Signed in successfully.': 'Connexion réussie.',
  'Signed out successfully.': 'Déconnexion réussie.',
  'Password sign-in is turned off. Please sign in with single sign-on.':
    'La connexion par mot de passe est désactivée. Veuillez vous connecter par authentification unique.',
  'Single sign-on is not set up here.': 'L’authentification unique n’est pas configurée ici.',
  'The return path must be a path of this site, such as /vehicles.':
    'Le chemin de retour doit être un chemin de ce site, comme /vehicles.',
  'This sign-in has expired. Please sign in again.': 'Cette connexion a expiré. Veuillez vous reconnecter.',
  'Enter a valid email address.': 'Entrez une adresse courriel valide.',
  'Enter a valid date (YYYY-MM-DD).': 'Entrez une date valide (AAAA-MM-JJ).',
  'Enter a date from 2000-01-01 to 2100-12-31.': 'Entrez une date du 2000-01-01 au 2100-12-31.',
  'Unauthenticated.': 'Non authentifié.',
  'You are not allowed to do this.': 'Vous n’avez pas l’autorisation de faire ceci.',
  'Something went wrong on our side. Please try again.': 'Un problème est survenu de notre côté. Veuillez réessayer.',
  'The database cannot be reached right now. Please try again in a few seconds.':
    'La base de données est injoignable pour le moment. Veuillez réessayer dans quelques secondes.',
  'The server is busy. Please try again in a few seconds.':
    'Le serveur est occupé. Veuillez réessayer dans quelques secondes.',
  [clientMessages.unauthorized]: 'Non autorisé, redirection vers la connexion',
  [clientMessages.unreachable]: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  [clientMessages.unexpectedResponse]: 'Réponse inattendue du serveur.',
} satisfies Record<SharedMessages, string> & Record<string, string>;

/** French for the sign-in page's message with a value inside (tooManyAttemptsMessage). */
export const messagePatternsFr: MessagePattern[] = [
  [/^Too many attempts\. Please try again in (\d+) seconds\.$/, 'Trop de tentatives. Veuillez réessayer dans $1 s.'],
];

/**
 * Tried after every other pattern: a field the server's validation found missing, named from its
 * key (fieldRequiredMessage). Any message ending so that has no French of its own lands here.
 */
export const lastResortPatternsFr: MessagePattern[] = [[/^(.+) is required\.$/, 'Le champ « $1 » est requis.']];
