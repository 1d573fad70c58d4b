import { rateMessages } from './rates.js';

export const rateMessagesFr: Readonly<Record<string, string>> = {
  [rateMessages.fullDayRateRequired]: 'Le tarif journée complète est obligatoire',
  [rateMessages.sharedDayRateRequired]: 'Le tarif journée partagée est obligatoire',
  [rateMessages.rateNumber]: 'Le tarif doit être un nombre.',
  [rateMessages.rateNegative]: 'Le tarif ne peut pas être négatif.',
  [rateMessages.rateDecimals]: 'Le tarif peut avoir au plus 2 décimales.',
  [rateMessages.rateTooLarge]: 'Le tarif doit être au plus 100000.',
  [rateMessages.notFound]: 'Tarif introuvable.',
  [rateMessages.updated]: 'Le tarif a été mis à jour.',
};
