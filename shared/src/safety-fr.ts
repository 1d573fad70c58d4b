import { safetyMessages } from './safety.js';

export const firstAidKitMessagesFr: Readonly<Record<string, string>> = {
  [safetyMessages.vehicleRequired]: 'Le numéro d’équipement est requis',
  [safetyMessages.vehicleInvalid]: 'Choisissez un des véhicules de la liste.',
  [safetyMessages.kitExpiryRequired]: 'La date d’expiration est requise',
  [safetyMessages.kitExpiryInvalid]: 'Entrez le mois d’expiration au format AAAA-MM.',
  [safetyMessages.kitTypeRequired]: 'Le type est requis',
  [safetyMessages.kitTypeInvalid]: 'Le type doit être Type 1 ou Type 2.',
  [safetyMessages.kitNotFound]: 'Trousse de premiers soins introuvable.',
  [safetyMessages.kitCreated]: 'La trousse de premiers soins a été ajoutée.',
  [safetyMessages.kitUpdated]: 'La trousse de premiers soins a été modifiée.',
  [safetyMessages.kitDeleted]: 'La trousse de premiers soins a été supprimée.',
};

export const fireInspectionMessagesFr: Readonly<Record<string, string>> = {
  [safetyMessages.vehicleRequired]: 'Le numéro d’équipement est requis',
  [safetyMessages.vehicleInvalid]: 'Choisissez un des véhicules de la liste.',
  [safetyMessages.manufactureYearRequired]: 'L’année de fabrication est requise',
  [safetyMessages.manufactureYearRange]: 'L’année de fabrication doit être entre 1900 et 2099',
  [safetyMessages.inspectionMonthRequired]: 'Le mois d’inspection est requis',
  [safetyMessages.inspectionMonthInvalid]: 'Entrez le mois d’inspection au format AAAA-MM.',
  [safetyMessages.inspectionExpiryRequired]: 'La date d’expiration de l’inspection est requise',
  [safetyMessages.inspectionExpiryInvalid]: 'Entrez une date d’expiration valide (AAAA-MM-JJ).',
  [safetyMessages.inspectionExpiryBeforeMonth]: 'La date d’expiration ne peut pas précéder le mois d’inspection.',
  [safetyMessages.inspectionNotFound]: 'Inspection introuvable.',
  [safetyMessages.inspectionCreated]: 'Les détails de l’inspection ont été enregistrés.',
  [safetyMessages.inspectionUpdated]: 'Les détails de l’inspection ont été modifiés.',
  [safetyMessages.inspectionDeleted]: 'Les détails de l’inspection ont été supprimés.',
};
