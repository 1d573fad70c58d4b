import type {
  clientRequestMessages,
  customizationMessages,
  databaseMessages,
  demoDataMessages,
  queryMessages,
  requestMessages,
  uploadMessages,
  userMessages,
} from '@fleet-ops/shared';
import type { RequestMessagesOfTheShell } from '../messages-fr';
import type { MessagePattern, Translated } from '../index';
import type { en } from './en';
import { retentionPatternsFr } from '../retention-patterns-fr';

export const fr: Translated<typeof en> = {
  nav: {
    home: 'Accueil',
    vehicles: 'Véhicules',
    tracking: 'Suivi',
    drivers: 'Chauffeurs',
    logs: 'Journaux des véhicules',
    appointments: 'Rendez-vous',
    incidents: 'Extincteurs',
    firstAidKits: 'Trousses de premiers soins',
    defects: 'Défectuosités',
    maintenance: 'Entretien',
    serviceTasks: 'Tâches d’entretien',
    workOrders: 'Bons de travail',
    fuel: 'Carburant',
    renewals: 'Renouvellements',
    reportDefect: 'Signaler une défectuosité',
    addFuel: 'Ajouter du carburant',
    rates: 'Tarifs',
    inspectionForms: 'Formulaires d’inspection',
    reports: 'Rapports',
    reportCleaning: 'Nettoyage',
    reportRenewal: 'Renouvellement d’immatriculation',
    reportMaintenance: 'Entretien',
    reportIncident: 'Incidents',
    reportVehicleTypes: 'Types de véhicules',
    reportPreUse: 'Inspection avant utilisation',
    reportProfitLoss: 'Profits et pertes',
    reportDefects: 'Défectuosités et réparations',
    reportInspectorFile: 'Dossier de l’inspecteur',
    settings: 'Paramètres',
    checklists: 'Listes de vérification',
    signOut: 'Se déconnecter',
  },
  shell: {
    mainNavigation: 'Navigation principale',
    collapseSidebar: 'Réduire le menu latéral',
    expandSidebar: 'Agrandir le menu latéral',
    openNavigation: 'Ouvrir la navigation',
    closeNavigation: 'Fermer la navigation',
    skipToContent: 'Aller au contenu',
    messages: 'Messages',
    noMessages: 'Aucun nouveau message',
    messagesComingSoon: 'Les messages du bureau apparaîtront ici.',
    accountMenu: 'Menu du compte de {{name}}',
    language: 'Langue',
    footer: '© {{year}} Fleet Ops',
    demoData: {
      title: 'Données de démonstration',
      message:
        'Cette base contient la flotte de démonstration. Ses personnes se connectent avec un mot de passe publié : supprimez-la avant l’utilisation réelle.',
      remove: 'Supprimer les données de démonstration',
      confirmTitle: 'Supprimer les données de démonstration ?',
      confirmMessage:
        'Chaque véhicule, chauffeur et enregistrement de la flotte est supprimé, avec les comptes des chauffeurs et de démonstration. Les administrateurs, les autres comptes de superviseur, les listes de référence et le journal d’audit restent. Cette action est irréversible.',
      confirm: 'Supprimer les données de démonstration',
    },
  },
};

/** The answers to a malformed request, kept off the sign-in page (messages-fr.ts has the others). */
const requestMessagesFr: Record<(typeof requestMessages)[RequestMessagesOfTheShell], string> = {
  'Text cannot contain the NUL character.': 'Le texte ne peut pas contenir le caractère NUL.',
  'This content type is not accepted. Send JSON or multipart form data.':
    'Ce type de contenu n’est pas accepté. Envoyez du JSON ou des données de formulaire multipart.',
  'The request body is empty.': 'Le corps de la requête est vide.',
  'The request body is not valid JSON.': 'Le corps de la requête n’est pas du JSON valide.',
  'Invalid value.': 'Valeur invalide.',
  'The given data was invalid.': 'Les données fournies sont invalides.',
};

type Texts<Messages> = Messages[keyof Messages];

/**
 * The shared messages translated below, keyed by their texts as messages-fr.ts does: importing
 * the constants would bring the modules that build schemas (zod) onto every signed-in page. The
 * compiler still checks each key word for word against the constants.
 */
type ShellMessage =
  | Texts<typeof queryMessages>
  | Texts<typeof customizationMessages>
  | Texts<typeof userMessages>
  | Texts<typeof demoDataMessages>
  | Texts<typeof clientRequestMessages>
  | Texts<typeof uploadMessages>
  | Texts<typeof databaseMessages>;

export const messagesFr: { [Message in ShellMessage]?: string } = {
  ...requestMessagesFr,
  'Language must be en or fr.': 'La langue doit être en ou fr.',
  'Unknown screen name.': 'Nom d’écran inconnu.',
  'Role must be admin or supervisor.': 'Le rôle doit être admin ou supervisor.',
  'Ownership type must be all, own, lease or rent.': 'Le type de propriété doit être all, own, lease ou rent.',
  'Must be valid JSON.': 'Doit être du JSON valide.',
  'At least one column must be selected.': 'Au moins une colonne doit être sélectionnée.',
  '"Actions" must be used with at least one other column.':
    '« Actions » doit être accompagnée d’au moins une autre colonne.',
  'Column preferences have been saved.': 'Les préférences de colonnes ont été enregistrées.',
  'User has been created successfully.': 'L’utilisateur a été créé.',
  'The email has already been taken.': 'Cette adresse courriel est déjà utilisée.',
  'First name is required': 'Le prénom est requis',
  'Last name is required': 'Le nom de famille est requis',
  'Demo data is loaded.': 'Les données de démonstration sont chargées.',
  'There is no demo data.': 'Il n’y a pas de données de démonstration.',
  'The demo data has been removed.': 'Les données de démonstration ont été supprimées.',
  'There is no demo data to remove.': 'Il n’y a pas de données de démonstration à supprimer.',
  'The request id (Idempotency-Key or client_id) must be a UUID.':
    'L’identifiant de la requête (Idempotency-Key ou client_id) doit être un UUID.',
  'The Idempotency-Key header and client_id differ: send one request id.':
    'L’en-tête Idempotency-Key et client_id diffèrent : envoyez un seul identifiant.',
  'This request id was already used for a different submission. Reload the form and submit again.':
    'Cet identifiant de requête a déjà servi pour une autre soumission. Rechargez le formulaire et soumettez de nouveau.',
  'The image is too large to process: at most 40 megapixels.':
    'L’image est trop grande pour être traitée : au plus 40 mégapixels.',
  'The image could not be read. It may be damaged.': 'L’image n’a pas pu être lue. Elle est peut-être endommagée.',
  'This request does not take files.': 'Cette requête n’accepte pas de fichiers.',
  'Too many files in one request.': 'Trop de fichiers dans une même requête.',
  'The request is too large.': 'La requête est trop volumineuse.',
  'The form data is malformed or incomplete.': 'Les données du formulaire sont mal formées ou incomplètes.',
  'The form data boundary is invalid: it must be 1 to 70 characters.':
    'La délimitation des données du formulaire est invalide : elle doit compter de 1 à 70 caractères.',
  'Too many PDFs are being prepared right now. Please try again in a few seconds.':
    'Trop de PDF sont en préparation en ce moment. Veuillez réessayer dans quelques secondes.',
  'A text in the request is too long.': 'Un texte de la requête est trop long.',
  'A number in the request is out of range.': 'Un nombre de la requête est hors limites.',
  'A date or time in the request is not valid.': 'Une date ou une heure de la requête n’est pas valide.',
  'A date or time in the request is out of range.': 'Une date ou une heure de la requête est hors limites.',
  'A text in the request holds a character that cannot be stored.':
    'Un texte de la requête contient un caractère qui ne peut pas être enregistré.',
  'A value in the request is not valid.': 'Une valeur de la requête n’est pas valide.',
  'A required value is missing.': 'Une valeur requise est manquante.',
  'This record is linked to another one that does not exist or still needs it.':
    'Cet enregistrement est lié à un autre qui n’existe pas ou qui en a encore besoin.',
  'This record already exists.': 'Cet enregistrement existe déjà.',
  'A value in the request is not allowed.': 'Une valeur de la requête n’est pas permise.',
};

/** The signed-in screens' server messages with a value inside (functions of shared/). */
export const messagePatternsFr: MessagePattern[] = [
  [/^Route (\S+) (.*) not found\.$/, 'Route $1 $2 introuvable.'],
  // sortInvalidMessage, typeInvalidMessage, oneOrZeroMessage: a list's query the screens never send wrong.
  [/^Sort must be one of (.+)\.$/, 'Le tri doit être l’une de ces colonnes : $1.'],
  [/^Type must be one of (.+)\.$/, 'Le type doit être l’un de ceux-ci : $1.'],
  [/^(.+) must be 1 or 0\.$/, '« $1 » doit être 1 ou 0.'],
  // uploadUpToMessage: more images sent than the vehicle has free slots.
  [/^You can upload upto (\d+) images$/, 'Vous pouvez téléverser au plus $1 images'],
  // Issue 37: a deletion refused while the record is kept (any screen that deletes one).
  ...retentionPatternsFr,
];
