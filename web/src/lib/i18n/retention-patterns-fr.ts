import type { RetainedThing, RetentionKind } from '@fleet-ops/shared';
import type { MessagePattern } from './index';

/**
 * The French of the retention refusals (issue 37: recordKeptMessage, vehicleKeptMessage,
 * disposedVehicleKeptMessage), which any screen that deletes a record can meet: one pattern per
 * record, rule and unit. The English words are written out, not imported, so no schema module
 * (zod) comes with them; the types keep both lists complete.
 */
const things: Record<RetainedThing, string> = {
  'work order': 'Ce bon de travail est conservé',
  'fill-up': 'Ce plein est conservé',
  checklist: 'Cette liste de vérification est conservée',
};
const kinds: Record<RetentionKind, [english: string, french: string]> = {
  checklists: ['circle checks', 'rondes de sécurité'],
  repairs: ['defect repair records', 'preuves de réparation'],
  maintenance: ['maintenance records', 'dossiers d’entretien'],
  disposed: ['disposed vehicles', 'véhicules retirés du parc'],
};
const units = [
  ['years', 'ans'],
  ['months', 'mois'],
] as const;
const day = String.raw`(\d{4}-\d{2}-\d{2})`;
const thingEntries = Object.entries(things);
const kindEntries = Object.values(kinds);

export const retentionPatternsFr: MessagePattern[] = [
  ...thingEntries.flatMap(([thing, french]) =>
    kindEntries.flatMap(([kind, kindFr]) =>
      units.map(([unit, unitFr]): MessagePattern => [
        new RegExp(String.raw`^This ${thing} is kept until ${day} \(${kind}: (\d+) ${unit}\)\.$`),
        `${french} jusqu’au $1 (${kindFr}\u00a0: $2 ${unitFr}).`,
      ]),
    ),
  ),
  ...kindEntries.flatMap(([kind, kindFr]) =>
    units.map(([unit, unitFr]): MessagePattern => [
      new RegExp(
        String.raw`^This vehicle's records are kept until ${day} \(${kind}: (\d+) ${unit}\): dispose of the vehicle instead\.$`,
      ),
      `Les dossiers de ce véhicule sont conservés jusqu’au $1 (${kindFr}\u00a0: $2 ${unitFr})\u00a0: retirez plutôt le véhicule du parc.`,
    ]),
  ),
  ...units.map(([unit, unitFr]): MessagePattern => [
    new RegExp(
      String.raw`^This vehicle was disposed of on ${day}: its records are kept until ${day} \((\d+) ${unit} after disposal\)\.$`,
    ),
    `Ce véhicule a été retiré du parc le $1\u00a0: ses dossiers sont conservés jusqu’au $2 ($3 ${unitFr} après le retrait).`,
  ]),
];
