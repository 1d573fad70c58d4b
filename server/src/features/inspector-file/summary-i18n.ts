import {
  checklistItemLabel,
  checklistItemLabelsFr,
  defectStatusLabels,
  workOrderStatusLabels,
  type DefectStatus,
  type WorkOrderStatus,
} from '@fleet-ops/shared';

/** The summary PDF and the open-defects list print in the reader's language (`?lang=`, else Accept-Language). */
export type FileLanguage = 'en' | 'fr';

type Readings = { odometer: number | null; hours: number | null };
type LabelledItem = { item: string; formItem: { label: string; label_fr: string } | null };
const readingParts = ({ odometer, hours }: Readings) => [
  ...(odometer === null ? [] : [`${odometer} km`]),
  ...(hours === null ? [] : [`${hours} h`]),
];

const en = {
  locale: 'en-CA',
  title: 'Inspector’s file',
  openTitle: 'Open safety defects',
  generated: (at: string, zone: string) => `Fleet Ops · Generated ${at} (${zone})`,
  period: (from: string, to: string) => `Period: ${from} to ${to}`,
  scopeFleet: 'Whole fleet',
  scopeType: (type: string) => `Vehicle type: ${type}`,
  vehicle: (equipment: string) => `Vehicle ${equipment}`,
  identity: {
    equipment: 'Unit (Equipment No.)',
    type: 'Type',
    plate: 'License plate',
    vin: 'VIN',
    odometer: 'Last odometer (km)',
    hours: 'Last engine hours',
    annual: 'Annual inspection',
    state: 'Current inspection',
    disposed: 'Disposed of',
  },
  annual: (status: string, date: string | null, inspector: string | null) =>
    [status === 'completed' ? 'Completed' : 'Pending', date, inspector].filter(Boolean).join(' · '),
  states: { valid: 'Valid', expired: 'Expired', out_of_service: 'Out of service' } as Record<string, string>,
  validUntil: (until: string) => `valid until ${until}`,
  sections: {
    checklists: 'Circle checks in the period',
    defects: 'Defects: repair proof and verification',
    maintenance: 'Maintenance records',
    sheets: 'Mandatory maintenance sheets (SAAQ)',
    completions: 'Service completions',
    open: 'Open safety defects (until corrected)',
  },
  none: 'None.',
  /** The readings a checklist recorded: a vehicle without an odometer (issue 37) is read in engine hours. */
  checklistLine: (date: string, operator: string, readings: Readings, id: number) =>
    [date, operator, ...readingParts(readings), `checklist #${id}`].join(' · '),
  noDefectFound: 'No defect found.',
  defectLine: (item: string, code: string | null, severity: string, status: string) =>
    `${code ? `${code} ` : ''}${item} (${severity}): ${status}`,
  severities: { major: 'major', minor: 'minor' } as Record<string, string>,
  reported: (at: string) => `Reported ${at}`,
  repaired: (at: string, by: string | null, notes: string | null) =>
    `Repaired ${at}${by ? ` by ${by}` : ''}${notes ? `: ${notes}` : ''}`,
  verified: (at: string, by: string | null) => `Verified ${at}${by ? ` by ${by}` : ''}`,
  closed: (reason: string) => `Closed: ${reason}`,
  notRepaired: 'Not repaired yet.',
  workOrderLine: (id: number, title: string, status: string, opened: string, completed: string | null) =>
    `Work order #${id} · ${title} · ${status} · opened ${opened}${completed ? ` · done ${completed}` : ''}`,
  total: (amount: string) => `Total ${amount} $`,
  sheetLine: (date: string, workOrderId: number, mechanic: string) =>
    `${date} · work order #${workOrderId} · mechanic ${mechanic}`,
  completionLine: (date: string, task: string, odometer: number | null) =>
    `${date} · ${task}${odometer === null ? '' : ` · ${odometer} km`}`,
  files: 'The checklists, their photos, the repair photos and the maintenance sheets follow in folders by date.',
  /** A defect's item as the form version it was reported on words it (issue 36), else the Pre-OP list's. */
  itemLabel: ({ item, formItem }: LabelledItem) => formItem?.label ?? checklistItemLabel(item),
  defectStatus: (status: string) => defectStatusLabels.en[status as DefectStatus] ?? status,
  workOrderStatus: (status: string) => workOrderStatusLabels.en[status as WorkOrderStatus] ?? status,
  noVehicles: 'No vehicle matches.',
};

export type FileStrings = typeof en;

const fr: FileStrings = {
  locale: 'fr-CA',
  title: 'Dossier de l’inspecteur',
  openTitle: 'Défectuosités de sécurité non corrigées',
  generated: (at, zone) => `Fleet Ops · Produit le ${at} (${zone})`,
  period: (from, to) => `Période : du ${from} au ${to}`,
  scopeFleet: 'Tout le parc',
  scopeType: (type) => `Type de véhicule : ${type}`,
  vehicle: (equipment) => `Véhicule ${equipment}`,
  identity: {
    equipment: 'Unité (no d’équipement)',
    type: 'Type',
    plate: 'Plaque d’immatriculation',
    vin: 'NIV',
    odometer: 'Dernier odomètre (km)',
    hours: 'Dernières heures moteur',
    annual: 'Inspection annuelle',
    state: 'Inspection en cours',
    disposed: 'Retiré du parc',
  },
  annual: (status, date, inspector) =>
    [status === 'completed' ? 'Faite' : 'En attente', date, inspector].filter(Boolean).join(' · '),
  states: { valid: 'Valide', expired: 'Expirée', out_of_service: 'Hors service' },
  validUntil: (until) => `valide jusqu’au ${until}`,
  sections: {
    checklists: 'Rondes de sécurité de la période',
    defects: 'Défectuosités : preuve de réparation et vérification',
    maintenance: 'Dossiers d’entretien',
    sheets: 'Fiches d’entretien obligatoire (SAAQ)',
    completions: 'Entretiens effectués',
    open: 'Défectuosités de sécurité non corrigées (jusqu’à leur correction)',
  },
  none: 'Aucun.',
  checklistLine: (date, operator, readings, id) =>
    [date, operator, ...readingParts(readings), `liste no ${id}`].join(' · '),
  noDefectFound: 'Aucune défectuosité constatée.',
  defectLine: (item, code, severity, status) => `${code ? `${code} ` : ''}${item} (${severity}) : ${status}`,
  severities: { major: 'majeure', minor: 'mineure' },
  reported: (at) => `Signalée le ${at}`,
  repaired: (at, by, notes) => `Réparée le ${at}${by ? ` par ${by}` : ''}${notes ? ` : ${notes}` : ''}`,
  verified: (at, by) => `Vérifiée le ${at}${by ? ` par ${by}` : ''}`,
  closed: (reason) => `Fermée : ${reason}`,
  notRepaired: 'Pas encore réparée.',
  workOrderLine: (id, title, status, opened, completed) =>
    `Bon de travail no ${id} · ${title} · ${status} · ouvert le ${opened}${completed ? ` · terminé le ${completed}` : ''}`,
  total: (amount) => `Total ${amount.replace('.', ',')} $`,
  sheetLine: (date, workOrderId, mechanic) => `${date} · bon de travail no ${workOrderId} · mécanicien ${mechanic}`,
  completionLine: (date, task, odometer) => `${date} · ${task}${odometer === null ? '' : ` · ${odometer} km`}`,
  files:
    'Les listes de vérification, leurs photos, les photos de réparation et les fiches d’entretien suivent, classées par date.',
  itemLabel: ({ item, formItem }) => formItem?.label_fr ?? checklistItemLabelsFr[item] ?? checklistItemLabel(item),
  defectStatus: (status) => defectStatusLabels.fr[status as DefectStatus] ?? status,
  workOrderStatus: (status) => workOrderStatusLabels.fr[status as WorkOrderStatus] ?? status,
  noVehicles: 'Aucun véhicule ne correspond.',
};

export const fileStrings: Record<FileLanguage, FileStrings> = { en, fr };
