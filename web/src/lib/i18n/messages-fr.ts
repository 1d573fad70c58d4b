import { authMessages, customizationMessages, userMessages } from '@fleet-ops/shared';
import { clientMessages } from './client-messages';

/**
 * French for the English messages the server and the shared schemas send, keyed by the English
 * text itself: a message missing here is shown in English rather than as a key.
 */
export const messagesFr: Record<string, string> = {
  [authMessages.usernameRequired]: 'Le nom d’utilisateur est requis',
  [authMessages.passwordRequired]: 'Le mot de passe est requis',
  [authMessages.confirmPasswordRequired]: 'La confirmation du mot de passe est requise',
  [authMessages.passwordsMustMatch]: 'Le mot de passe et sa confirmation doivent être identiques.',
  [authMessages.passwordTooShort]: 'Le mot de passe doit contenir au moins 8 caractères.',
  [authMessages.invalidCredentials]: 'Ces identifiants ne correspondent à aucun compte.',
  [authMessages.accountDisabled]: 'Votre compte est désactivé. Veuillez communiquer avec votre administrateur.',
  [authMessages.forgotPasswordSent]:
    'Un courriel de réinitialisation a été envoyé à l’adresse indiquée, veuillez vérifier votre boîte de réception',
  [authMessages.passwordChanged]: 'Votre mot de passe a été modifié avec succès',
  [authMessages.resetTokenInvalid]: 'Ce lien de réinitialisation est invalide ou a expiré.',
  [authMessages.signedIn]: 'Connexion réussie.',
  [authMessages.signedOut]: 'Déconnexion réussie.',
  [customizationMessages.noColumns]: 'Au moins une colonne doit être sélectionnée.',
  [customizationMessages.onlyActions]: '« Actions » doit être accompagnée d’au moins une autre colonne.',
  [customizationMessages.saved]: 'Les préférences de colonnes ont été enregistrées.',
  [userMessages.created]: 'L’utilisateur a été créé.',
  [userMessages.emailTaken]: 'Cette adresse courriel est déjà utilisée.',
  'Enter a valid email address.': 'Entrez une adresse courriel valide.',
  'Unauthenticated.': 'Non authentifié.',
  'You are not allowed to do this.': 'Vous n’avez pas l’autorisation de faire ceci.',
  'Something went wrong on our side. Please try again.': 'Un problème est survenu de notre côté. Veuillez réessayer.',
  [clientMessages.unauthorized]: 'Non autorisé, redirection vers la connexion',
  [clientMessages.unreachable]: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  [clientMessages.unexpectedResponse]: 'Réponse inattendue du serveur.',
};
