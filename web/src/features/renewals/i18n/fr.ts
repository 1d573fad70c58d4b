import {
  digestPreferenceMessages,
  renewalColourLabels,
  renewalKindLabels,
  renewalMessages,
  siteSettingsMessages,
} from '@fleet-ops/shared';
import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Renouvellements',
  intro: 'Tout ce qui expire, le plus proche d’abord : documents, extincteurs, trousses, permis et entretien par date.',
  loadError: 'Les renouvellements n’ont pas pu être chargés. Réessayez dans un instant.',
  tableCaption: 'Renouvellements',
  kind: renewalKindLabels.fr,
  colour: renewalColourLabels.fr,
  filters: {
    kind: 'Type',
    any: 'Tous',
    within: 'Échéance dans',
    withinAny: 'N’importe quand',
    withinDays: '{{count}} jours',
    overdue: 'Échues ou en retard seulement',
  },
  columns: {
    kind: 'Type',
    subject: 'Quoi',
    owner: 'Propriétaire',
    dueOn: 'Échéance',
    daysLeft: 'Jours restants',
    renew: 'Renouveler',
  },
  daysLeft: {
    late_one: '{{count}} jour de retard',
    late_other: '{{count}} jours de retard',
    today: 'Aujourd’hui',
    ahead_one: '{{count}} jour',
    ahead_other: '{{count}} jours',
  },
  renew: 'Renouveler',
  renewLabel: 'Renouveler : {{kind}} de {{owner}}',
  legend: 'Couleurs',
  digest: {
    title: 'Courriel du résumé quotidien',
    intro:
      'Chaque matin, les administrateurs qui le souhaitent reçoivent un courriel : ce qui est en retard, échu ' +
      'aujourd’hui, dans 7 et dans 30 jours, et les défectuosités encore ouvertes.',
    time: 'Heure du résumé',
    timeHint: 'Heure locale de l’entreprise (24 h, p. ex. 06:00).',
    save: 'Enregistrer',
    mine: 'M’envoyer le résumé quotidien',
    mineHint: 'Votre choix seulement : les autres administrateurs gardent le leur.',
    jobs: 'Tâches planifiées',
    jobName: 'Tâche',
    lastRun: 'Dernière exécution',
    nextRun: 'Prochaine exécution',
    lastError: 'Dernière erreur',
    never: 'Pas encore',
    none: 'Aucune',
    jobNames: { 'daily-digest': 'Résumé quotidien' },
  },
};

export const messagesFr: Record<string, string> = {
  [renewalMessages.kindInvalid]: 'Choisissez un type de renouvellement dans la liste.',
  [renewalMessages.withinDaysInvalid]: 'Le délai doit être un nombre entier de jours de 0 à 3660.',
  [renewalMessages.overdueInvalid]: '« En retard » doit être vrai ou faux.',
  [digestPreferenceMessages.invalid]: 'Le résumé quotidien doit être vrai ou faux.',
  [digestPreferenceMessages.saved]: 'Votre choix pour le résumé quotidien a été enregistré.',
  [siteSettingsMessages.digestTimeInvalid]:
    'L’heure du résumé doit être une heure de 00:00 à 23:59, par exemple 06:00.',
};
