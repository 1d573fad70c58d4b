import {
  checklistItemLabel,
  checklistItemLabelsFr,
  renewalKindLabels,
  type Renewal,
  type RenewalKind,
} from '@fleet-ops/shared';
import { composeMail, mailMoment } from '../../lib/mail-format.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';

/** A defect as the digest lists it; its times are told in the business timezone, with the zone. */
export type DigestDefect = { id: number; equipmentNumber: string; item: string; reportedAt: Date; dueAt: Date | null };

export type DigestFacts = {
  day: string;
  /** Everything due within 30 days or late (the renewals list's `within_days=30`). */
  renewals: Renewal[];
  openMajorDefects: DigestDefect[];
  overdueMinorDefects: DigestDefect[];
  appUrl: string;
  timeZone: string;
};

/**
 * The digest's words in English and French. Users store no language and the defect emails are
 * written the same way, so the digest carries both: English first, then French.
 */
const words = {
  en: {
    colon: ': ',
    heading: (day: string) => `Fleet Ops daily digest for ${day}.`,
    overdue: 'Overdue',
    today: 'Due today',
    week: 'Due within 7 days',
    month: 'Due within 30 days',
    majorDefects: 'Out of service: open major defects',
    minorDefects: 'Overdue minor defects',
    nothing: 'Nothing.',
    late: (days: number) => (days === 1 ? '1 day late' : `${days} days late`),
    dueIn: (days: number) => (days === 0 ? 'today' : days === 1 ? 'in 1 day' : `in ${days} days`),
    due: 'due',
    reported: 'reported',
    repairDue: 'repair was due',
    openDefect: 'open the defect',
    kind: (kind: RenewalKind) => renewalKindLabels.en[kind],
    item: (item: string) => checklistItemLabel(item),
    openRenewals: 'Open the renewals',
    openDefects: 'Open the defects',
    why: 'You get this email because the daily digest is on for you. Turn it off on the Settings screen.',
  },
  fr: {
    colon: ' : ',
    heading: (day: string) => `Résumé quotidien de Fleet Ops du ${day}.`,
    overdue: 'En retard',
    today: 'Échéance aujourd’hui',
    week: 'Échéance dans 7 jours ou moins',
    month: 'Échéance dans 30 jours ou moins',
    majorDefects: 'Hors service : défectuosités majeures ouvertes',
    minorDefects: 'Défectuosités mineures en retard',
    nothing: 'Rien.',
    late: (days: number) => (days === 1 ? '1 jour de retard' : `${days} jours de retard`),
    dueIn: (days: number) => (days === 0 ? 'aujourd’hui' : days === 1 ? 'dans 1 jour' : `dans ${days} jours`),
    due: 'échéance',
    reported: 'signalée le',
    repairDue: 'réparation due le',
    openDefect: 'ouvrir la défectuosité',
    kind: (kind: RenewalKind) => renewalKindLabels.fr[kind],
    item: (item: string) => checklistItemLabelsFr[item] ?? checklistItemLabel(item),
    openRenewals: 'Ouvrir les renouvellements',
    openDefects: 'Ouvrir les défectuosités',
    why: 'Vous recevez ce courriel parce que le résumé quotidien est activé pour vous. Désactivez-le à l’écran Paramètres.',
  },
};

type Words = (typeof words)[keyof typeof words];

function section(title: string, lines: string[], w: Words): string[] {
  return ['', `${title} (${lines.length})${w.colon.trimEnd()}`, ...(lines.length > 0 ? lines : [w.nothing])];
}

function renewalLine(row: Renewal, w: Words): string {
  const what = row.subject === row.owner ? row.owner : `${row.owner}, ${row.subject}`;
  const when = row.days_left < 0 ? w.late(-row.days_left) : w.dueIn(row.days_left);
  return `- ${w.kind(row.kind)}${w.colon}${what} (${w.due} ${row.due_on}, ${when})`;
}

function defectLine(
  defect: DigestDefect,
  facts: DigestFacts,
  language: ReaderLanguage,
  at: 'reported' | 'due',
): string {
  const w = words[language];
  const moment = (value: Date | null) => (value ? mailMoment(value, facts.timeZone, language) : '');
  const when =
    at === 'reported' ? `${w.reported} ${moment(defect.reportedAt)}` : `${w.repairDue} ${moment(defect.dueAt)}`;
  const link = `${w.openDefect}${w.colon}${facts.appUrl}/defects/${defect.id}`;
  return `- ${defect.equipmentNumber}${w.colon}${w.item(defect.item)} (${when}), ${link}`;
}

function digestLines(facts: DigestFacts, language: ReaderLanguage): string[] {
  const w = words[language];
  const within = (low: number, high: number) =>
    facts.renewals.filter((row) => row.days_left >= low && row.days_left <= high).map((row) => renewalLine(row, w));
  return [
    w.heading(facts.day),
    ...section(w.overdue, within(-Infinity, -1), w),
    ...section(w.today, within(0, 0), w),
    ...section(w.week, within(1, 7), w),
    ...section(w.month, within(8, 30), w),
    ...section(
      w.majorDefects,
      facts.openMajorDefects.map((defect) => defectLine(defect, facts, language, 'reported')),
      w,
    ),
    ...section(
      w.minorDefects,
      facts.overdueMinorDefects.map((defect) => defectLine(defect, facts, language, 'due')),
      w,
    ),
    '',
    `${w.openRenewals}${w.colon}${facts.appUrl}/renewals`,
    `${w.openDefects}${w.colon}${facts.appUrl}/defects`,
    '',
    w.why,
  ];
}

/** The daily digest: late, today, within 7 days, within 30 days, then the defects; English then French. */
export function digestMail(facts: DigestFacts) {
  return composeMail(
    `Daily digest / Résumé quotidien : ${facts.day}`,
    (['en', 'fr'] as const).map((language) => ({ language, lines: digestLines(facts, language) })),
  );
}
