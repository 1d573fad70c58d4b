import { meterMessages } from './meter-words.js';

/**
 * The French of the meter messages: the forms that record a reading show them, and an import of
 * meter readings answers a French request with them.
 */
export const meterMessagesFr: Readonly<Record<string, string>> = {
  [meterMessages.meterInvalid]: 'Le compteur doit être odometer ou hours.',
  [meterMessages.valueRequired]: 'La lecture est requise.',
  [meterMessages.valueInvalid]: 'La lecture doit être un nombre entier de 0 à 9999999.',
  [meterMessages.hourReadInvalid]: 'Les heures moteur doivent être un nombre entier de 0 à 999999.',
  [meterMessages.hourReadRequired]: 'Les heures moteur sont requises pour un véhicule muni d’un compteur d’heures.',
  [meterMessages.takenAtRequired]: 'Le moment de la lecture est requis.',
  [meterMessages.takenAtInvalid]: 'Le moment de la lecture doit être AAAA-MM-JJ HH:mm:ss.',
  [meterMessages.takenAtFuture]: 'Une lecture ne peut pas être prise dans le futur.',
  [meterMessages.vehicleRequired]: 'Le véhicule (numéro ou numéro d’équipement) est requis.',
  [meterMessages.vehicleUnknown]: 'Aucun véhicule ne porte ce numéro ou ce numéro d’équipement.',
  [meterMessages.noHourMeter]: 'Ce véhicule n’a pas de compteur d’heures.',
  [meterMessages.noOdometer]: 'Ce véhicule n’a pas d’odomètre.',
  [meterMessages.readingsRequired]: 'Envoyez au moins une lecture.',
  [meterMessages.tooManyReadings]: 'Envoyez au plus 1000 lectures à la fois.',
  [meterMessages.reasonRequired]: 'Dites pourquoi la lecture est annulée.',
  [meterMessages.reasonTooLong]: 'La raison doit compter au plus 500 caractères.',
  [meterMessages.notFound]: 'Lecture de compteur introuvable.',
  [meterMessages.alreadyVoided]: 'Cette lecture est déjà annulée.',
  [meterMessages.voided]: 'La lecture a été annulée.',
  [meterMessages.created]: 'Créée',
  [meterMessages.duplicate]: 'Déjà reçue',
  [meterMessages.batchDone]: 'Lectures reçues.',
  [meterMessages.meterNeeded]: 'Activez l’odomètre, le compteur d’heures ou les deux.',
};

/** The refusals that carry a reading and a day. */
export const meterMessagePatternsFr: [english: RegExp, french: string][] = [
  [
    /^Engine hours cannot be below (\d+) h, the reading of (\d{4}-\d{2}-\d{2})\.$/,
    'Les heures moteur ne peuvent pas être inférieures à $1 h, la lecture du $2.',
  ],
  [
    /^Odometer cannot be below (\d+) km, the reading of (\d{4}-\d{2}-\d{2})\.$/,
    'L’odomètre ne peut pas être inférieur à $1 km, la lecture du $2.',
  ],
  [
    /^Engine hours cannot be above (\d+) h, the later reading of (\d{4}-\d{2}-\d{2})\.$/,
    'Les heures moteur ne peuvent pas être supérieures à $1 h, la lecture suivante du $2.',
  ],
  [
    /^Odometer cannot be above (\d+) km, the later reading of (\d{4}-\d{2}-\d{2})\.$/,
    'L’odomètre ne peut pas être supérieur à $1 km, la lecture suivante du $2.',
  ],
  [
    /^This reading is far above the last one \((\d+) (km|h) on (\d{4}-\d{2}-\d{2})\)\. Check it, or confirm it to keep it\.$/,
    'Cette lecture est très au-dessus de la précédente ($1 $2 le $3). Vérifiez-la, ou confirmez-la pour la garder.',
  ],
];
