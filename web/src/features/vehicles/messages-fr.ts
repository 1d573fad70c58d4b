import { incomeMessages, vehicleFileMessages, vehicleMessages } from '@fleet-ops/shared';

/** French for the messages the list, its modals and their API calls show (the form has its own). */
export const vehicleMessagesFr: Record<string, string> = {
  [vehicleMessages.notFound]: 'Véhicule introuvable.',
  [vehicleMessages.deleted]: 'Le véhicule a été supprimé.',
  [vehicleMessages.confirmDelete]: 'Voulez-vous vraiment supprimer ce véhicule',
  [vehicleMessages.hidden]: 'Le véhicule a été masqué.',
  [vehicleMessages.activated]: 'Le véhicule a été réactivé.',
  [vehicleMessages.enabled]: 'Le véhicule a été activé.',
  [vehicleMessages.disabled]: 'Le véhicule a été désactivé.',
  [vehicleMessages.statusNameInvalid]: 'Le nom doit être status ou enabled.',
  [vehicleMessages.colorRequired]: 'La couleur est requise',
  [vehicleMessages.colorInvalid]: 'Entrez une couleur au format #rrggbb.',
  [vehicleMessages.vehicleRequired]: 'Le véhicule est requis',
  [vehicleMessages.colorAssigned]: 'La couleur a été attribuée.',
  // The vehicle form's file calls.
  [vehicleFileMessages.uploadUpTo]: 'Vous pouvez téléverser au plus {n} images',
  [vehicleFileMessages.keyInvalid]: 'La clé du fichier doit être image_1 à image_10 ou inspection_file.',
  [incomeMessages.weekRequired]: 'La semaine est requise',
  [incomeMessages.weekInvalid]: 'La semaine doit être une date (AAAA-MM-JJ) ou une semaine (AAAA-MM-JJ - AAAA-MM-JJ).',
  [incomeMessages.revenueRequired]: 'Le revenu est requis',
  [incomeMessages.rentalCostRequired]: 'Le coût de location est requis',
  [incomeMessages.gasRequired]: 'L’essence est requise',
  [incomeMessages.insRequired]: 'L’assurance est requise',
  [incomeMessages.maintenanceRequired]: 'L’entretien est requis',
  [incomeMessages.expensesRequired]: 'Les dépenses sont requises',
  [incomeMessages.expensesInvalid]:
    'Les dépenses doivent être du JSON valide avec gas, ins, rental_cost et maintenance.',
  [incomeMessages.amountInvalid]: 'Entrez un montant de 0 à 10 000 000 avec au plus 2 décimales.',
  [incomeMessages.dateInvalid]: 'Entrez une date valide (AAAA-MM-JJ).',
  [incomeMessages.saved]: 'Les revenus et dépenses ont été enregistrés.',
  [incomeMessages.notFound]: 'Aucun revenu n’est enregistré pour cette semaine.',
};
