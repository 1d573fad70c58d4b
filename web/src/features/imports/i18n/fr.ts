import { importMessages } from '@fleet-ops/shared';
import type { MessagePattern, Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: {
    vehicles: 'Importer des véhicules',
    drivers: 'Importer des chauffeurs',
    rates: 'Importer des tarifs',
    fire_extinguishers: 'Importer des extincteurs',
    first_aid_kits: 'Importer des trousses de premiers soins',
  },
  backTo: {
    vehicles: 'Retour aux véhicules',
    drivers: 'Retour aux chauffeurs',
    rates: 'Retour aux tarifs',
    fire_extinguishers: 'Retour aux extincteurs',
    first_aid_kits: 'Retour aux trousses de premiers soins',
  },
  intro:
    'Remplissez le modèle, téléversez-le et vérifiez ce qu’il changerait. Les lignes dont la clé correspond à une fiche existante la mettent à jour; les autres sont ajoutées. Rien n’est enregistré avant votre confirmation, et alors toutes les lignes sont enregistrées, ou aucune.',
  columns: 'Colonnes : {{columns}}',
  keyColumns: 'Les lignes sont associées par : {{columns}}',
  templateCsv: 'Télécharger le modèle CSV',
  templateXlsx: 'Télécharger le modèle XLSX',
  file: 'Fichier',
  fileDescription: 'CSV ou XLSX, au plus 10 Mo et 10 000 lignes',
  filePlaceholder: 'Choisir un fichier',
  clearFile: 'Retirer le fichier choisi',
  check: 'Vérifier le fichier',
  uploading: 'Téléversement et vérification du fichier',
  counts: { new: 'Nouvelles : {{count}}', update: 'Mises à jour : {{count}}', error: 'Erreurs : {{count}}' },
  errorsAlert:
    'Corrigez les lignes en erreur dans votre fichier et téléversez-le de nouveau. Rien n’est importé tant qu’une ligne est en erreur.',
  onlyErrors: 'Seulement les lignes en erreur',
  tableCaption: 'Lignes du fichier',
  tableColumns: { row: 'Ligne', key: 'Clé', outcome: 'État', messages: 'Messages' },
  outcome: { new: 'Nouvelle', update: 'Mise à jour', error: 'Erreur' },
  confirm: 'Confirmer l’importation',
  progress: '{{done}} lignes importées sur {{total}}',
  done: 'Importation terminée : {{added}} ajoutées, {{updated}} mises à jour.',
};

export const messagesFr: Record<string, string> = {
  [importMessages.kindInvalid]:
    'Le type d’importation doit être vehicles, drivers, rates, fire_extinguishers ou first_aid_kits.',
  [importMessages.formatInvalid]: 'Le format doit être csv ou xlsx.',
  [importMessages.fileRequired]: 'Choisissez un fichier CSV ou XLSX à importer.',
  [importMessages.fileType]:
    'Le fichier n’est pas un fichier CSV ou XLSX. Enregistrez-le depuis votre tableur en CSV ou en classeur Excel (.xlsx).',
  [importMessages.xlsxUnreadable]:
    'Le fichier XLSX est illisible. Il est peut-être endommagé : enregistrez-le de nouveau depuis votre tableur.',
  [importMessages.csvQuoteOpen]: 'Le fichier CSV contient une cellule entre guillemets qui n’est jamais fermée.',
  [importMessages.fileTooLarge]: 'Le fichier dépasse 10 Mo. Divisez-le en fichiers plus petits.',
  [importMessages.unpackedTooLarge]:
    'Le fichier est trop volumineux une fois décompressé. Divisez-le en fichiers plus petits.',
  [importMessages.tooManyRows]: 'Le fichier compte plus de 10 000 lignes. Divisez-le en fichiers plus petits.',
  [importMessages.headerMissing]: 'Le fichier est vide : sa première ligne doit contenir les noms des colonnes.',
  [importMessages.noRows]: 'Le fichier n’a aucune ligne sous les noms des colonnes.',
  [importMessages.formula]: 'Les formules ne sont pas importées : collez les valeurs.',
  [importMessages.errorValue]: 'Cette cellule contient une erreur du tableur (comme #N/A) : saisissez sa valeur.',
  [importMessages.extraCells]: 'Cette ligne a plus de cellules que le fichier n’a de colonnes.',
  [importMessages.vehicleUnknown]: 'Aucun véhicule n’a ce numéro d’équipement.',
  [importMessages.locationUnknown]: 'Aucun lieu de travail ne porte ce nom.',
  [importMessages.rateUnknown]: 'Aucun tarif n’existe pour ce type de véhicule.',
  [importMessages.ambiguousKey]: 'Plus d’une fiche enregistrée a cette clé : modifiez-les dans leur propre écran.',
  [importMessages.notFound]: 'Importation introuvable.',
  [importMessages.checked]: 'Le fichier a été vérifié.',
  [importMessages.hasErrors]:
    'Des lignes sont en erreur : corrigez-les dans le fichier et téléversez-le de nouveau. Rien n’a été importé.',
  [importMessages.notWaiting]: 'Cette importation n’attend plus de confirmation.',
  [importMessages.imported]: 'L’importation est terminée.',
};

/** Messages that name columns or rows. */
export const messagePatternsFr: MessagePattern[] = [
  [
    /^Unknown columns: (.+)\. Use the column names of the template\.$/,
    'Colonnes inconnues : $1. Utilisez les noms de colonnes du modèle.',
  ],
  [
    /^Missing columns: (.+)\. Download the template for every expected column\.$/,
    'Colonnes manquantes : $1. Téléchargez le modèle pour avoir toutes les colonnes attendues.',
  ],
  [/^Columns given more than once: (.+)\.$/, 'Colonnes données plus d’une fois : $1.'],
  [/^This key is also on row (\d+) of the file\.$/, 'Cette clé figure aussi à la ligne $1 du fichier.'],
  [/^This key is also on rows ([\d, ]+) of the file\.$/, 'Cette clé figure aussi aux lignes $1 du fichier.'],
  [
    /^Nothing was imported: row (\d+) could not be saved\.$/,
    'Rien n’a été importé : la ligne $1 n’a pas pu être enregistrée.',
  ],
];
