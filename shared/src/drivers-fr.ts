import { driverMessages } from './drivers.js';

/** French for the messages the drivers API and the shared driver schemas send. */
export const driverMessagesFr: Readonly<Record<string, string>> = {
  [driverMessages.nameRequired]: 'Le nom est requis',
  [driverMessages.nameTooLong]: 'Le nom doit contenir au plus 100 caractères.',
  [driverMessages.locationRequired]: 'Le lieu de travail est requis',
  [driverMessages.locationInvalid]: 'Choisissez un des lieux de travail proposés.',
  [driverMessages.rotationTooLong]: 'La rotation doit contenir au plus 50 caractères.',
  [driverMessages.pitPermitRequired]: 'Le permis de fosse est requis',
  [driverMessages.pitPermitInvalid]: 'Le permis de fosse doit être oui ou non.',
  [driverMessages.supervisorRequired]: 'Le superviseur est requis',
  [driverMessages.supervisorTooLong]: 'Le superviseur doit contenir au plus 100 caractères.',
  [driverMessages.phoneRequired]: 'Le numéro de téléphone est requis',
  [driverMessages.phoneInvalid]: 'Entrez un numéro de téléphone valide.',
  [driverMessages.licenseRequired]: 'Le numéro de permis est requis',
  [driverMessages.licenseInvalid]: 'Entrez un numéro de permis valide.',
  [driverMessages.expiryRequired]: 'La date d’expiration est requise',
  [driverMessages.expiryInvalid]: 'Entrez une date d’expiration valide (AAAA-MM-JJ).',
  [driverMessages.emailRequired]: 'Le courriel est requis',
  [driverMessages.emailTaken]: 'Cette adresse courriel est déjà utilisée.',
  [driverMessages.newPasswordRequired]: 'Le nouveau mot de passe est requis',
  [driverMessages.colorInvalid]: 'Entrez une couleur au format #rrggbb.',
  [driverMessages.driverRequired]: 'Le chauffeur est requis',
  [driverMessages.driverMismatch]: 'Le chauffeur ne correspond pas à celui en cours de modification.',
  [driverMessages.commentsRequired]: 'Les commentaires sont requis',
  [driverMessages.commentsTooLong]: 'Les commentaires doivent contenir au plus 500 caractères.',
  [driverMessages.notFound]: 'Chauffeur introuvable.',
  [driverMessages.created]: 'Le chauffeur a été créé.',
  [driverMessages.updated]: 'Le chauffeur a été mis à jour.',
  [driverMessages.passwordUpdated]: 'Le mot de passe du chauffeur a été mis à jour.',
  [driverMessages.deleted]: 'Le chauffeur a été supprimé.',
  [driverMessages.enabled]: 'Le chauffeur a été activé.',
  [driverMessages.disabled]: 'Le chauffeur a été désactivé.',
  [driverMessages.archived]: 'Le chauffeur a été archivé.',
  [driverMessages.unarchived]: 'Le chauffeur a été désarchivé.',
  [driverMessages.modeInvalid]: 'Le mode doit être enabled (activé) ou archived (archivé).',
  [driverMessages.notificationQueued]: 'L’avis a été mis en file d’attente.',
  [driverMessages.notificationKeptInOutbox]:
    'Aucun fournisseur de SMS n’est configuré : le message a été gardé dans la boîte d’envoi, sans être envoyé.',
};

/** Archiving says how many assignments it ended or removed (driverArchivedMessage). */
export const driverMessagePatternsFr: [english: RegExp, french: string][] = [
  [
    /^Driver has been archived \((\d+) current assignments? ended, (\d+) future assignments? removed\)\.$/,
    'Le chauffeur a été archivé (affectations en cours terminées : $1, affectations à venir retirées : $2).',
  ],
  [
    /^Driver has been archived \((\d+) current assignments? ended\)\.$/,
    'Le chauffeur a été archivé (affectations en cours terminées : $1).',
  ],
  [
    /^Driver has been archived \((\d+) future assignments? removed\)\.$/,
    'Le chauffeur a été archivé (affectations à venir retirées : $1).',
  ],
];
