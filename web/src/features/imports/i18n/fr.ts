import { importMessagePatternsFr, importMessagesFr } from '@fleet-ops/shared';
import {
  messagePatternsFr as meterPatternsFr,
  messagesFr as meterMessagesFr,
} from '../../../components/meter-fields-i18n/fr';
import type { MessagePattern, Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: {
    vehicles: 'Importer des véhicules',
    drivers: 'Importer des chauffeurs',
    rates: 'Importer des tarifs',
    fire_extinguishers: 'Importer des extincteurs',
    first_aid_kits: 'Importer des trousses de premiers soins',
    meter_readings: 'Importer des lectures de compteur',
  },
  backTo: {
    vehicles: 'Retour aux véhicules',
    drivers: 'Retour aux chauffeurs',
    rates: 'Retour aux tarifs',
    fire_extinguishers: 'Retour aux extincteurs',
    first_aid_kits: 'Retour aux trousses de premiers soins',
    meter_readings: 'Retour aux véhicules',
  },
  intro:
    'Remplissez le modèle, téléversez-le et vérifiez ce qu’il changerait. Les lignes dont la clé correspond à une fiche existante la mettent à jour ; les autres sont ajoutées. Rien n’est enregistré avant votre confirmation, et alors toutes les lignes sont enregistrées, ou aucune.',
  meterReadingsNote:
    'Chaque lecture est gardée une fois : une ligne déjà reçue s’affiche comme Mise à jour et ne change rien. Une lecture inférieure à une précédente est refusée ; un saut important est refusé, sauf si sa ligne indique Oui sous Saut confirmé.',
  columns: 'Colonnes : {{columns}}',
  requiredColumns: 'Obligatoires dans chaque ligne (en gras dans le modèle XLSX) : {{columns}}',
  keyColumns: 'Les lignes sont associées par : {{columns}}',
  notesTitle: 'À propos des colonnes du fichier',
  templateCsv: 'Télécharger le modèle CSV',
  templateXlsx: 'Télécharger le modèle XLSX',
  file: 'Fichier',
  fileDescription: 'CSV ou XLSX, au plus 10 Mo et 10 000 lignes',
  filePlaceholder: 'Choisir un fichier',
  clearFile: 'Retirer le fichier choisi',
  check: 'Vérifier le fichier',
  uploading: 'Téléversement et vérification du fichier',
  counts: { new: 'Nouvelles : {{count}}', update: 'Mises à jour : {{count}}', error: 'Erreurs : {{count}}' },
  errorsAlert:
    'Corrigez les lignes en erreur dans votre fichier et téléversez-le de nouveau. Rien n’est importé tant qu’une ligne est en erreur.',
  onlyErrors: 'Seulement les lignes en erreur',
  tableCaption: 'Lignes du fichier',
  tableColumns: { row: 'Ligne', key: 'Clé', outcome: 'État', messages: 'Messages' },
  outcome: { new: 'Nouvelle', update: 'Mise à jour', error: 'Erreur' },
  confirm: 'Confirmer l’importation',
  progress: '{{done}} lignes importées sur {{total}}',
  done: 'Importation terminée : {{added}} ajoutées, {{updated}} mises à jour.',
};

/**
 * The French of the imports' messages is shared: the API answers French requests with it too. A
 * meter readings file's rows carry the meters' own refusals (backwards, a far jump), in their words.
 */
export const messagesFr: Record<string, string> = { ...meterMessagesFr, ...importMessagesFr };

export const messagePatternsFr: MessagePattern[] = [...importMessagePatternsFr, ...meterPatternsFr];
