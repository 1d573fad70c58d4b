import { importMessages } from './imports.js';
import { driverMessagePatternsFr, driverMessagesFr } from './drivers-fr.js';
import { meterMessagePatternsFr, meterMessagesFr } from './meter-words-fr.js';
import { rateMessagesFr } from './rates-fr.js';
import { fireInspectionMessagesFr, firstAidKitMessagesFr } from './safety-fr.js';
import { vehicleFormMessagesFr } from './vehicles-fr.js';

/**
 * The French of the imports' messages: the API answers a French request with them (issue 34)
 * and the import screen translates the same English messages with them.
 */
export const importMessagesFr: Readonly<Record<string, string>> = {
  [importMessages.kindInvalid]:
    'Le type d’importation doit être vehicles, drivers, rates, fire_extinguishers, first_aid_kits ou meter_readings.',
  [importMessages.formatInvalid]: 'Le format doit être csv ou xlsx.',
  [importMessages.fileRequired]: 'Choisissez un fichier CSV ou XLSX à importer.',
  [importMessages.fileType]:
    'Le fichier n’est pas un fichier CSV ou XLSX. Enregistrez-le depuis votre tableur en CSV ou en classeur Excel (.xlsx).',
  [importMessages.xlsxUnreadable]:
    'Le fichier XLSX est illisible. Il est peut-être endommagé : enregistrez-le de nouveau depuis votre tableur.',
  [importMessages.csvQuoteOpen]: 'Le fichier CSV contient une cellule entre guillemets qui n’est jamais fermée.',
  [importMessages.fileTooLarge]: 'Le fichier dépasse 10 Mo. Divisez-le en fichiers plus petits.',
  [importMessages.unpackedTooLarge]:
    'Le fichier est trop volumineux une fois décompressé. Divisez-le en fichiers plus petits.',
  [importMessages.tooManyRows]: 'Le fichier compte plus de 10 000 lignes. Divisez-le en fichiers plus petits.',
  [importMessages.headerMissing]: 'Le fichier est vide : sa première ligne doit contenir les noms des colonnes.',
  [importMessages.noRows]: 'Le fichier n’a aucune ligne sous les noms des colonnes.',
  [importMessages.formula]: 'Les formules ne sont pas importées : collez les valeurs.',
  [importMessages.errorValue]: 'Cette cellule contient une erreur du tableur (comme #N/A) : saisissez sa valeur.',
  [importMessages.extraCells]: 'Cette ligne a plus de cellules que le fichier n’a de colonnes.',
  [importMessages.vehicleUnknown]: 'Aucun véhicule n’a ce numéro d’équipement.',
  [importMessages.locationUnknown]: 'Aucun lieu de travail ne porte ce nom.',
  [importMessages.rateUnknown]: 'Aucun tarif n’existe pour ce type de véhicule.',
  [importMessages.ambiguousKey]: 'Plus d’une fiche enregistrée a cette clé : modifiez-les dans leur propre écran.',
  [importMessages.notFound]: 'Importation introuvable.',
  [importMessages.checked]: 'Le fichier a été vérifié.',
  [importMessages.hasErrors]:
    'Des lignes sont en erreur : corrigez-les dans le fichier et téléversez-le de nouveau. Rien n’a été importé.',
  [importMessages.notWaiting]: 'Cette importation n’attend plus de confirmation.',
  [importMessages.imported]: 'L’importation est terminée.',
  [importMessages.columnMissing]: 'Le fichier n’a pas de colonne pour ce champ : ajoutez-la, comme dans le modèle.',
  [importMessages.meterReadingMissing]: 'Indiquez l’odomètre, les heures moteur ou les deux.',
  [importMessages.meterTakenAtInvalid]: 'La date et l’heure doivent être AAAA-MM-JJ HH:mm, ou AAAA-MM-JJ pour minuit.',
  [importMessages.confirmInvalid]: 'Saut confirmé doit être oui ou non.',
};

/** Messages that name columns, rows or a value: the English pattern and its French. */
export const importMessagePatternsFr: [english: RegExp, french: string][] = [
  [
    /^Unknown columns left out: (.+)\. Use the column names of the template\.$/,
    'Colonnes inconnues laissées de côté : $1. Utilisez les noms de colonnes du modèle.',
  ],
  [
    /^Columns left out, as they are exported but not imported: (.+)\.$/,
    'Colonnes laissées de côté, car elles sont exportées mais pas importées : $1.',
  ],
  [
    /^(.+) is a date, not a rotation such as 5\/2: a spreadsheet turned it into one\. Format the column as text and type it again\.$/,
    '$1 est une date, pas une rotation comme 5/2 : un tableur l’a convertie. Mettez la colonne au format texte et saisissez-la de nouveau.',
  ],
  [
    /^Missing columns: (.+)\. Download the template for every expected column\.$/,
    'Colonnes manquantes : $1. Téléchargez le modèle pour avoir toutes les colonnes attendues.',
  ],
  [/^Columns given more than once: (.+)\.$/, 'Colonnes données plus d’une fois : $1.'],
  [/^This key is also on row (\d+) of the file\.$/, 'Cette clé figure aussi à la ligne $1 du fichier.'],
  [/^This key is also on rows ([\d, ]+) of the file\.$/, 'Cette clé figure aussi aux lignes $1 du fichier.'],
  [
    /^Nothing was imported: row (\d+) could not be saved\.$/,
    'Rien n’a été importé : la ligne $1 n’a pas pu être enregistrée.',
  ],
];

/**
 * A row is checked by its kind's own schema and rules: their messages, in French, come from the
 * same catalogues the forms show.
 */
const rowMessagesFr: Readonly<Record<string, string>> = {
  ...vehicleFormMessagesFr,
  ...driverMessagesFr,
  ...rateMessagesFr,
  ...fireInspectionMessagesFr,
  ...firstAidKitMessagesFr,
  ...meterMessagesFr,
};

/** An import message in the reader's language: French by the catalogue above, English as written. */
export function importMessageIn(language: 'en' | 'fr', message: string): string {
  if (language === 'en') return message;
  const whole = importMessagesFr[message] ?? rowMessagesFr[message];
  if (whole) return whole;
  for (const [english, french] of [...importMessagePatternsFr, ...driverMessagePatternsFr, ...meterMessagePatternsFr]) {
    if (english.test(message)) return message.replace(english, french);
  }
  return message;
}
