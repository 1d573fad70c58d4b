import { disposalMessages, inspectorFileMessages, retentionMessages } from '@fleet-ops/shared';
import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  retention: {
    title: 'Conservation des dossiers',
    intro:
      'Durée de conservation de chaque type de dossier avant que quiconque puisse le supprimer. La loi fixe un minimum ; une durée plus longue peut être choisie.',
    checklist_months: 'Rondes de sécurité (mois)',
    repair_months:
      'Preuves de réparation des défectuosités, et les bons de travail et pleins qui en font preuve (mois)',
    maintenance_months:
      'Dossiers d’entretien : bons de travail, entretiens effectués, fiches d’entretien obligatoire (mois)',
    disposed_months: 'Dossiers d’un véhicule retiré du parc, après son retrait (mois)',
    minimum: 'Minimum légal : {{months}} mois',
    save: 'Enregistrer',
  },
  record: {
    title: 'Dossiers et inspections',
    disposed: 'Retiré du parc le {{date}} — {{reason}}',
    disposedNote: 'Le véhicule a quitté toutes les listes et tous les rapports ; ses dossiers sont conservés.',
    inspectorFile: 'Dossier de l’inspecteur',
    dispose: 'Retirer le véhicule du parc',
  },
  dispose: {
    title: 'Retirer {{equipment}} du parc',
    explain:
      'Un véhicule dont les dossiers sont conservés ne peut pas être supprimé. Retiré du parc, il quitte toutes les listes et tous les rapports (la liste des véhicules le montre sous « Retirés du parc »), ses conducteurs en sont retirés, et ses dossiers sont conservés avant qu’il puisse être supprimé. C’est sans retour.',
    date: 'Date du retrait',
    reason: 'Motif',
    submit: 'Retirer le véhicule du parc',
    cancel: 'Annuler',
  },
  file: {
    title: 'Dossier de l’inspecteur',
    vehicleTitle: 'Dossier de l’inspecteur de {{equipment}}',
    explain:
      'Un fichier ZIP : d’abord un résumé PDF (le véhicule, son inspection, chaque ronde de sécurité et ses défectuosités, chaque réparation et vérification, l’entretien, les défectuosités de sécurité non corrigées), puis chaque liste de vérification en PDF, les photos et les fiches d’entretien, classées par date.',
    from: 'Du',
    to: 'Au',
    scope: 'Quels véhicules',
    scopes: { vehicle: 'Un véhicule', type: 'Tous les véhicules d’un type', fleet: 'Tout le parc' },
    vehicle: 'Véhicule',
    type: 'Type de véhicule',
    download: 'Télécharger',
    preparing: 'Préparation du fichier…',
    received: '{{size}} reçus',
    done: 'Le dossier de l’inspecteur a été téléchargé ({{size}}).',
    pickVehicle: 'Choisissez un véhicule.',
  },
};

export const messagesFr: Record<string, string> = {
  [retentionMessages.checklistsTooShort]:
    'Les rondes de sécurité doivent être conservées au moins 6 mois (le minimum légal).',
  [retentionMessages.repairsTooShort]:
    'Les preuves de réparation doivent être conservées au moins 12 mois (le minimum légal).',
  [retentionMessages.maintenanceTooShort]:
    'Les dossiers d’entretien doivent être conservés au moins 24 mois (le minimum légal).',
  [retentionMessages.disposedTooShort]:
    'Les dossiers d’un véhicule retiré du parc doivent être conservés au moins 12 mois (le minimum légal).',
  [retentionMessages.monthsInvalid]: 'Entrez un nombre entier de mois, au plus 120.',
  [retentionMessages.saved]: 'Les durées de conservation ont été enregistrées.',
  [disposalMessages.dateRequired]: 'Entrez la date du retrait (AAAA-MM-JJ).',
  [disposalMessages.dateInFuture]: 'La date du retrait ne peut pas être dans le futur.',
  [disposalMessages.reasonRequired]: 'Donnez le motif du retrait.',
  [disposalMessages.reasonTooLong]: 'Le motif doit compter au plus 500 caractères.',
  [disposalMessages.alreadyDisposed]: 'Ce véhicule a déjà été retiré du parc.',
  [disposalMessages.disposedLocked]: 'Ce véhicule a été retiré du parc : il ne peut plus être affiché ni activé.',
  [disposalMessages.disposed]:
    'Le véhicule a été retiré du parc : il a quitté les listes et ses dossiers sont conservés.',
  [inspectorFileMessages.fromRequired]: 'Entrez le premier jour de la période (AAAA-MM-JJ).',
  [inspectorFileMessages.toRequired]: 'Entrez le dernier jour de la période (AAAA-MM-JJ).',
  [inspectorFileMessages.toBeforeFrom]: 'Le dernier jour doit être le premier jour ou après.',
  [inspectorFileMessages.tooLong]: 'La période peut couvrir au plus 3 ans.',
  [inspectorFileMessages.typeInvalid]: 'Choisissez un des types de véhicules.',
  [inspectorFileMessages.languageInvalid]: 'La langue doit être en ou fr.',
  [inspectorFileMessages.vehicleInvalid]: 'Le véhicule doit être un identifiant de véhicule.',
};
