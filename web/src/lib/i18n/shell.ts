import {
  clientRequestMessages,
  customizationMessages,
  demoDataMessages,
  uploadMessages,
  userMessages,
} from '@fleet-ops/shared';
import { addToCatalogue, type Translated } from './index';

/**
 * The signed-in shell's words (menus, header, sidebar) and the French of the server messages
 * only signed-in screens meet, added when the shell's code loads (components/layout imports
 * this module) rather than with the sign-in page.
 */
const shellEn = {
  nav: {
    home: 'Home',
    vehicles: 'Vehicles',
    tracking: 'Tracking',
    drivers: 'Drivers',
    logs: 'Vehicle Logs',
    appointments: 'Appointments',
    incidents: 'Fire Extinguisher',
    firstAidKits: 'First Aid Kit',
    defects: 'Defects',
    rates: 'Rates',
    reports: 'Reports',
    reportCleaning: 'Cleaning',
    reportRenewal: 'Reg. Renewal',
    reportMaintenance: 'Maintenance',
    reportIncident: 'Incident',
    reportVehicleTypes: 'Vehicle Types',
    reportPreUse: 'Pre Use Inspection',
    reportProfitLoss: 'Profit & Loss',
    reportDefects: 'Defects & Repairs',
    settings: 'Settings',
    checklists: 'Checklists',
    signOut: 'Sign Out',
  },
  shell: {
    mainNavigation: 'Main navigation',
    collapseSidebar: 'Collapse sidebar',
    expandSidebar: 'Expand sidebar',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    skipToContent: 'Skip to content',
    messages: 'Messages',
    noMessages: 'No new messages',
    messagesComingSoon: 'Messages from the office will appear here.',
    accountMenu: 'Account menu for {{name}}',
    language: 'Language',
    footer: '© {{year}} Fleet Ops',
    demoData: {
      title: 'Demo data',
      message:
        'This database holds the demo fleet. Its people sign in with a published password, so remove it before real use.',
      remove: 'Remove demo data',
      confirmTitle: 'Remove the demo data?',
      confirmMessage:
        'Every vehicle, driver and fleet record is deleted, with the drivers’ and demo accounts. Admins, other supervisor accounts, lookups and the audit trail stay. This cannot be undone.',
      confirm: 'Remove demo data',
    },
  },
};

const shellFr: Translated<typeof shellEn> = {
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
    rates: 'Tarifs',
    reports: 'Rapports',
    reportCleaning: 'Nettoyage',
    reportRenewal: 'Renouvellement d’immatriculation',
    reportMaintenance: 'Entretien',
    reportIncident: 'Incidents',
    reportVehicleTypes: 'Types de véhicules',
    reportPreUse: 'Inspection avant utilisation',
    reportProfitLoss: 'Profits et pertes',
    reportDefects: 'Défectuosités et réparations',
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
        'Cette base contient la flotte de démonstration. Ses personnes se connectent avec un mot de passe publié : supprimez-la avant l’utilisation réelle.',
      remove: 'Supprimer les données de démonstration',
      confirmTitle: 'Supprimer les données de démonstration?',
      confirmMessage:
        'Chaque véhicule, chauffeur et enregistrement de la flotte est supprimé, avec les comptes des chauffeurs et de démonstration. Les administrateurs, les autres comptes de superviseur, les listes de référence et le journal d’audit restent. Cette action est irréversible.',
      confirm: 'Supprimer les données de démonstration',
    },
  },
};

const messagesFr: Record<string, string> = {
  [customizationMessages.noColumns]: 'Au moins une colonne doit être sélectionnée.',
  [customizationMessages.onlyActions]: '« Actions » doit être accompagnée d’au moins une autre colonne.',
  [customizationMessages.saved]: 'Les préférences de colonnes ont été enregistrées.',
  [userMessages.created]: 'L’utilisateur a été créé.',
  [userMessages.emailTaken]: 'Cette adresse courriel est déjà utilisée.',
  [demoDataMessages.present]: 'Les données de démonstration sont chargées.',
  [demoDataMessages.absent]: 'Il n’y a pas de données de démonstration.',
  [demoDataMessages.removed]: 'Les données de démonstration ont été supprimées.',
  [demoDataMessages.nothingToRemove]: 'Il n’y a pas de données de démonstration à supprimer.',
  [clientRequestMessages.invalid]: 'L’identifiant de la requête (Idempotency-Key ou client_id) doit être un UUID.',
  [clientRequestMessages.twoIds]: 'L’en-tête Idempotency-Key et client_id diffèrent : envoyez un seul identifiant.',
  [clientRequestMessages.reused]:
    'Cet identifiant de requête a déjà servi pour une autre soumission. Rechargez le formulaire et soumettez de nouveau.',
  [uploadMessages.imageTooManyPixels]: 'L’image est trop grande pour être traitée : au plus 40 mégapixels.',
  [uploadMessages.imageUnreadable]: 'L’image n’a pas pu être lue. Elle est peut-être endommagée.',
  [uploadMessages.filesNotAccepted]: 'Cette requête n’accepte pas de fichiers.',
  [uploadMessages.tooManyFiles]: 'Trop de fichiers dans une même requête.',
  [uploadMessages.requestTooLarge]: 'La requête est trop volumineuse.',
  [uploadMessages.formMalformed]: 'Les données du formulaire sont mal formées ou incomplètes.',
  [uploadMessages.formBoundaryInvalid]:
    'La délimitation des données du formulaire est invalide : elle doit compter de 1 à 70 caractères.',
  [uploadMessages.pdfBusy]: 'Trop de PDF sont en préparation en ce moment. Veuillez réessayer dans quelques secondes.',
};

addToCatalogue({ en: shellEn, fr: shellFr, messagesFr });
