import {
  maintenanceComponentLabels,
  maintenanceResultLabels,
  type MaintenanceComponent,
  type MaintenanceResult,
} from '@fleet-ops/shared';

/** The languages the sheet prints in: the web app's two. */
export type SheetLanguage = 'en' | 'fr';

const en = {
  title: 'Mandatory maintenance sheet (SAAQ)',
  generated: (id: number, order: number, at: string, zone: string) =>
    `Fleet Ops · Sheet #${id} · Work order #${order} · Generated ${at} (${zone})`,
  unit: 'Unit number',
  plate: 'Licence plate',
  vin: 'Vehicle identification number (VIN)',
  weight: 'Gross vehicle weight rating',
  kg: (value: string) => `${value} kg`,
  odometer: 'Odometer',
  km: (value: string) => `${value} km`,
  date: 'Date of the maintenance',
  components: 'Components verified',
  component: 'Component',
  result: 'Result',
  repairDone: 'Repair done:',
  brakes: 'Brake lining measurements',
  axle: (axle: number, left: string, right: string) => `Axle ${axle}: left ${left} mm, right ${right} mm`,
  brakesNotRequired: 'Not required: the vehicle’s gross weight rating is under 7,258 kg.',
  repairs: 'Repairs',
  noRepair: 'Every component is conforming or not applicable: no repair was required.',
  repairLine: (component: string, repair: string) => `${component}: ${repair}`,
  mechanic: 'Mechanic',
  signature: 'Signature of the person who did the maintenance',
  signedByTyping: (name: string) => `Signed by typing: ${name}`,
  imageUnreadable: 'The signature image could not be read.',
  legal:
    'Kept in the vehicle’s record for 2 years, and 12 months after the vehicle leaves the fleet (Regulation respecting safety standards for road vehicles, C-24.2, r. 32, s. 200-201).',
  componentLabel: (component: MaintenanceComponent) => maintenanceComponentLabels.en[component],
  resultLabel: (result: MaintenanceResult) => maintenanceResultLabels.en[result],
  locale: 'en-CA',
};

export type SheetStrings = typeof en;

const fr: SheetStrings = {
  title: 'Fiche d’entretien obligatoire (SAAQ)',
  generated: (id, order, at, zone) =>
    `Fleet Ops · Fiche nº ${id} · Bon de travail nº ${order} · Produite le ${at} (${zone})`,
  unit: 'Numéro d’unité',
  plate: 'Plaque d’immatriculation',
  vin: 'Numéro d’identification du véhicule (NIV)',
  weight: 'Poids nominal brut du véhicule',
  kg: (value) => `${value} kg`,
  odometer: 'Odomètre',
  km: (value) => `${value} km`,
  date: 'Date de l’entretien',
  components: 'Composantes vérifiées',
  component: 'Composante',
  result: 'Résultat',
  repairDone: 'Réparation effectuée :',
  brakes: 'Mesures des garnitures de frein',
  axle: (axle, left, right) => `Essieu ${axle} : gauche ${left} mm, droite ${right} mm`,
  brakesNotRequired: 'Non requises : le poids nominal brut du véhicule est inférieur à 7 258 kg.',
  repairs: 'Réparations',
  noRepair: 'Toutes les composantes sont conformes ou sans objet : aucune réparation n’était requise.',
  repairLine: (component, repair) => `${component} : ${repair}`,
  mechanic: 'Mécanicien',
  signature: 'Signature de la personne qui a effectué l’entretien',
  signedByTyping: (name) => `Signée en tapant son nom : ${name}`,
  imageUnreadable: 'L’image de la signature n’a pas pu être lue.',
  legal:
    'Conservée au dossier du véhicule pendant 2 ans, et 12 mois après que le véhicule a quitté le parc (Règlement sur les normes de sécurité des véhicules routiers, C-24.2, r. 32, a. 200-201).',
  componentLabel: (component) => maintenanceComponentLabels.fr[component],
  resultLabel: (result) => maintenanceResultLabels.fr[result],
  locale: 'fr-CA',
};

export const sheetStrings: Record<SheetLanguage, SheetStrings> = { en, fr };
