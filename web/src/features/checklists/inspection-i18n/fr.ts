import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

/** Remplir le formulaire d’inspection d’un véhicule, au téléphone ou au bureau (issue 36). */
export const fr: Translated<typeof en> = {
  whichDefect: 'Quelle défectuosité ?',
  minor: 'Mineure',
  major: 'Majeure',
  other: 'Autre',
  otherHint: 'Non listée : comptée comme majeure jusqu’à ce qu’elle soit vérifiée.',
  defectNote: 'Note sur {{item}}',
  otherNote: 'Décrivez ce que vous avez constaté sur {{item}}',
  chooseDefect: 'Choisissez la défectuosité constatée.',
  describeOther: 'Décrivez la défectuosité constatée.',
  reading: 'Mesure',
  readingWithUnit: 'Mesure ({{unit}})',
  readingRequired: 'Entrez la mesure.',
  readingBetween: 'Entrez une valeur de {{min}} à {{max}}.',
  readingAtLeast: 'Entrez une valeur d’au moins {{min}}.',
  readingAtMost: 'Entrez une valeur d’au plus {{max}}.',
  doNotOperate: 'Ne pas utiliser ce véhicule',
  doNotOperateBefore:
    'Une défectuosité majeure est cochée : une fois la liste envoyée, le véhicule ne peut plus circuler avant sa réparation.',
  doNotOperateAfter:
    'Une défectuosité majeure est ouverte sur ce véhicule : il ne peut pas circuler avant sa réparation.',
  openDefects: {
    title: 'Défectuosités non réglées sur ce véhicule',
    hint: 'Vérifiez chacune avant le reste. Marquer son élément conforme plus bas ne règle jamais une défectuosité : seule sa réparation le fait.',
    since: 'Depuis le {{date}}',
    reported_one: 'Signalée une fois',
    reported_other: 'Signalée {{count}} fois',
    lastNote: 'Dernière note : {{note}}',
    stillThere: 'Toujours présente',
    whatISee: 'Ce que je constate (facultatif)',
    reportedAgain: 'Signalée de nouveau avec cette liste.',
    notOnForm: 'Pas demandée sur ce formulaire : dites à votre superviseur ce que vous constatez.',
  },
};
