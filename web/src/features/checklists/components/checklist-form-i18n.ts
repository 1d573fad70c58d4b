import { registerTranslations, type MessagePattern } from '../../../lib/i18n';

/** The words of the checklist form's odometer check and of the confirmation after a submission. */
const en = {
  confirmation: {
    title: 'Checklist submitted',
    vehicle: 'Vehicle',
    submittedAt: 'Submitted',
    failedItems: 'Failed items',
    noFailedItems: 'None: every item passed.',
    startAnother: 'Start another',
  },
};

const fr: typeof en = {
  confirmation: {
    title: 'Liste de vérification soumise',
    vehicle: 'Véhicule',
    submittedAt: 'Soumise le',
    failedItems: 'Éléments non conformes',
    noFailedItems: 'Aucun : tous les éléments sont conformes.',
    startAnother: 'En commencer une autre',
  },
};

/** The server's odometer refusal, which names the vehicle's last reading. */
const messagePatternsFr: MessagePattern[] = [
  [
    /^ODM Read cannot be below the vehicle's last reading of (\d+)\.$/,
    'La lecture de l’odomètre ne peut pas être inférieure à la dernière lecture du véhicule, $1.',
  ],
];

registerTranslations('checklistForm', { en, fr, messagePatternsFr });

export const checklistFormNamespace = 'checklistForm';
