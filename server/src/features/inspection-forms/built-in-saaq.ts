import type { InspectionDefect, InspectionItem, InspectionSection } from '@fleet-ops/shared';

/**
 * The SAAQ circle check (RSSVR, C-24.2, r. 32, s. 192 and Schedule III, List 1, heavy vehicles),
 * as read on Légis Québec, version of 2024-11-25:
 * https://legisquebec.gouv.qc.ca/en/version/cr/C-24.2,%20r.%2032%20?code=sc-nb%3A3&history=20241125
 *
 * Blocked in part: only systems 1 to 5 (system 5 up to 5.A) could be read from the source, and the
 * French text of the Schedule could not be reached. Nothing here is paraphrased or invented: the
 * French fields repeat the English words until the official French is copied in, and the form is
 * left unpublished (docs/checklists.md). A completed list is a new published version.
 */
export const saaqSourceUrl =
  'https://legisquebec.gouv.qc.ca/en/version/cr/C-24.2,%20r.%2032%20?code=sc-nb%3A3&history=20241125';
export const saaqSourceVersion = '2024-11-25';

const minor = (code: string, text: string): InspectionDefect => ({ code, text, text_fr: text, class: 'minor' });
const major = (code: string, text: string): InspectionDefect => ({ code, text, text_fr: text, class: 'major' });

function system(key: string, label: string, defects: InspectionDefect[], help: string | null = null): InspectionItem {
  return {
    key,
    label,
    label_fr: label,
    help,
    help_fr: help,
    answer_kind: 'pass_fail',
    na_allowed: false,
    unit: null,
    min: null,
    max: null,
    photo_required_on_fail: false,
    severity: null,
    defects,
    equipment_item: null,
  };
}

/** List 1's systems in the prescribed order, each defect with the regulation's code and class. */
const list1Systems: InspectionItem[] = [
  system(
    'coupling_devices',
    '1. Coupling devices',
    [
      minor('1.1', 'Fastener component(s) of the coupling device missing, broken or loose'),
      minor('1.2', 'Safety fasteners and coupling components missing, damaged or insecurely mounted'),
      major(
        '1.A',
        'Coupling plate or kingpin bent to an extent that it makes coupling difficult, cracked or not securely fixed',
      ),
      major('1.B', 'Movement between the fifth wheel and the frame'),
      major('1.C', 'More than 20% of the fasteners of the coupling mechanism damaged or missing'),
      major('1.D', '25% or more of the locking pins are missing or not working'),
      major('1.E', 'Coupling mechanism not properly closed or locked'),
      major(
        '1.F',
        'Coupling mechanism component missing, insecurely fixed, not properly adjusted or so damaged that it might rupture or fall off',
      ),
    ],
    'The defects provided for in points 1.B to 1.F apply when the vehicles are coupled.',
  ),
  system('frame_and_cargo_body', '2. Frame and cargo body', [
    minor('2.1', 'Side rails cracked or cross members cracked or broken'),
    minor('2.2', 'Fixed components of the body missing or insecurely mounted'),
    major('2.A', 'Side rails might break'),
    major('2.B', 'Side rails or cross members sagged in a way that makes a mobile part and the body touch'),
    major('2.C', 'More than 25% of the locking pins of the sliding bogie missing or not engaged'),
  ]),
  system('heater_and_defroster', '3. Heater and defroster', [minor('3.1', 'Windshield blower not operating')]),
  system('driver_controls', '4. Driver controls', [
    minor('4.1', 'Accelerator or clutch not operating properly'),
    minor('4.2', 'Horn not operating properly'),
    major('4.A', 'Engine fails to return to idle when accelerator is released'),
  ]),
  system('steering', '5. Steering', [
    minor(
      '5.1',
      'Misplacement of the steering column in relation to the normal position or adjustable steering wheel not remaining in set position',
    ),
    major(
      '5.A',
      'Misplacement of the steering column or wheel in relation to the normal position showing a risk of separation',
    ),
  ]),
];

export const saaqSections: InspectionSection[] = [
  {
    key: 'schedule_iii_list_1',
    title: 'Schedule III, List 1 — heavy vehicle',
    title_fr: 'Annexe III, liste 1 — véhicule lourd',
    regulated: true,
    items: list1Systems,
  },
  {
    key: 'operator_specific',
    title: 'Specific verifications required by the operator',
    title_fr: 'Vérifications particulières exigées par l’exploitant',
    regulated: false,
    items: [],
  },
];

export const saaqForm = {
  builtIn: 'saaq_list_1',
  name: 'Circle check — heavy vehicle (SAAQ, RSSVR Schedule III, List 1)',
  nameFr: 'Ronde de sécurité — véhicule lourd (SAAQ, RNSVR annexe III, liste 1)',
  description:
    `Circle check of a heavy vehicle (RSSVR, C-24.2, r. 32, s. 192 and Schedule III, List 1), from Légis Québec, ` +
    `version of ${saaqSourceVersion} (${saaqSourceUrl}). INCOMPLETE: only systems 1 to 5 (system 5 up to defect 5.A) ` +
    'could be read from the source when this form was built; the rest of List 1 and the official French wording are ' +
    'missing, and the French descriptions repeat the English. Do not publish or assign this form before it is completed.',
  descriptionFr:
    'Ronde de sécurité d’un véhicule lourd (RNSVR, C-24.2, r. 32, art. 192 et annexe III, liste 1), tirée de ' +
    `Légis Québec, version du ${saaqSourceVersion} (${saaqSourceUrl}). INCOMPLET : seuls les systèmes 1 à 5 (le ` +
    'système 5 jusqu’à la défectuosité 5.A) ont pu être lus à la source lors de la création de ce formulaire; le reste ' +
    'de la liste 1 et le texte officiel français manquent, et les descriptions en français reprennent l’anglais. Ne ' +
    'publiez ni n’attribuez ce formulaire avant qu’il soit complété.',
  kind: 'pre_trip',
  validity: '24h',
  sections: saaqSections,
} as const;
