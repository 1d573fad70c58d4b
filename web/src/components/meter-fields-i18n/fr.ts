import type { Translated } from '../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  meterFields: {
    hourRead: 'Heures moteur',
    lastHours: 'Dernière lecture : {{reading}} h',
    confirmJump: 'Cette lecture est très au-dessus de la précédente : je l’ai vérifiée, la garder',
  },
};

/** The server's meter messages, written once in shared (the import's French answers use them too). */
export { meterMessagesFr as messagesFr, meterMessagePatternsFr as messagePatternsFr } from '@fleet-ops/shared';
