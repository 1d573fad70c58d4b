/**
 * Countersigning an inspection (issue 36; RSSVR s. 197.0.3: the driver countersigns a check done
 * by a person the operator designated). The driver who takes a vehicle whose valid inspection
 * someone else did reads that report, its defects included, and signs "I have read this report"
 * instead of inspecting again.
 */
export const countersignStatements = {
  'read-2026-11': { en: 'I have read this report.', fr: 'J’ai lu ce rapport.' },
} as const;
export type CountersignStatementVersion = keyof typeof countersignStatements;
export const countersignStatementVersion: CountersignStatementVersion = 'read-2026-11';

/** The statement of a version in English or French; the version itself when unknown. */
export function countersignStatementText(version: string, language: 'en' | 'fr'): string {
  return version in countersignStatements
    ? countersignStatements[version as CountersignStatementVersion][language]
    : version;
}

export const countersignMessages = {
  statementRequired: 'Confirm that you have read this report.',
  notYours: 'Only the operator named on this inspection or the vehicle’s current driver may countersign it.',
  ownInspection: 'You did this inspection yourself: there is nothing to countersign.',
  expired: 'This inspection is no longer valid: inspect the vehicle instead.',
  already: 'You have already countersigned this inspection.',
  countersigned: 'Countersigned: you have read this report.',
  countersignatureNotFound: 'Countersignature not found.',
} as const;
