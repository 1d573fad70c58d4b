import {
  checklistItemLabel,
  checklistItemLabelsFr,
  renewalKindLabels,
  type Renewal,
  type RenewalKind,
} from '@fleet-ops/shared';

/** A defect as the digest lists it, times already in business time. */
export type DigestDefect = { equipmentNumber: string; item: string; reportedAt: string; dueAt: string | null };

export type DigestFacts = {
  day: string;
  /** Everything due within 30 days or late (the renewals list's `within_days=30`). */
  renewals: Renewal[];
  openMajorDefects: DigestDefect[];
  overdueMinorDefects: DigestDefect[];
  appUrl: string;
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

function defectLine(defect: DigestDefect, w: Words, at: 'reported' | 'due'): string {
  const when = at === 'reported' ? `${w.reported} ${defect.reportedAt}` : `${w.repairDue} ${defect.dueAt ?? ''}`;
  return `- ${defect.equipmentNumber}${w.colon}${w.item(defect.item)} (${when})`;
}

function digestText(facts: DigestFacts, w: Words): string[] {
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
      facts.openMajorDefects.map((defect) => defectLine(defect, w, 'reported')),
      w,
    ),
    ...section(
      w.minorDefects,
      facts.overdueMinorDefects.map((defect) => defectLine(defect, w, 'due')),
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
  return {
    subject: `Daily digest / Résumé quotidien : ${facts.day}`,
    text: [...digestText(facts, words.en), '', '---', '', ...digestText(facts, words.fr)].join('\n'),
  };
}
