import type { MessagePattern, Translated } from '../../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  confirmation: {
    title: 'Liste de vérification soumise',
    vehicle: 'Véhicule',
    submittedAt: 'Soumise le',
    failedItems: 'Éléments non conformes',
    noFailedItems: 'Aucun : tous les éléments sont conformes.',
    startAnother: 'En commencer une autre',
  },
};

/** The server's odometer refusal, which names the vehicle's last reading. */
export const messagePatternsFr: MessagePattern[] = [
  [
    /^ODM Read cannot be below the vehicle's last reading of (\d+)\.$/,
    'La lecture de l’odomètre ne peut pas être inférieure à la dernière lecture du véhicule, $1.',
  ],
];
