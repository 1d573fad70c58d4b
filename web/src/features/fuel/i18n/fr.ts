import { fuelMessages } from '@fleet-ops/shared';
import type { Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Carburant',
  tableCaption: 'Pleins',
  add: 'Ajouter du carburant',
  loadError: 'Erreur lors du chargement des pleins',
  filters: { vehicle: 'Véhicule', any: 'Tous' },
  columns: {
    date: 'Date',
    equipmentNumber: 'No d’équipement',
    driver: 'Chauffeur',
    litres: 'Litres',
    cost: 'Coût',
    costPerLitre: 'Coût par litre',
    odometer: 'Odomètre',
    actions: 'Actions',
  },
  edit: 'Modifier',
  editOf: 'Modifier le plein du {{date}}',
  delete: 'Supprimer',
  deleteOf: 'Supprimer le plein du {{date}}',
  deleteTitle: 'Supprimer le plein',
  deleteMessage: 'Supprimer ce plein ? Son coût est retiré de la dépense d’essence de la semaine.',
  form: {
    addTitle: 'Ajouter du carburant',
    editTitle: 'Modifier le plein',
    vehicle: 'Véhicule',
    vehiclePlaceholder: 'Choisir un véhicule',
    date: 'Date',
    litres: 'Litres',
    cost: 'Coût ($)',
    odometer: 'Odomètre (km)',
    lastReading: 'Dernière lecture : {{reading}} km',
    driver: 'Chauffeur',
    driverPlaceholder: 'Aucun chauffeur',
    save: 'Enregistrer',
    add: 'Ajouter le plein',
  },
  phone: {
    title: 'Ajouter du carburant',
    intro: 'Inscrivez un plein de votre véhicule : la date d’aujourd’hui est utilisée.',
    noVehicle: 'Aucun véhicule ne vous est assigné en ce moment : il n’y a rien pour lequel ajouter du carburant.',
    saved: 'Plein enregistré. Merci !',
    another: 'Ajouter un autre plein',
    back: 'Retour à la liste de vérification',
  },
  vehicleSection: {
    title: 'Carburant',
    empty: 'Aucun plein pour ce véhicule.',
    notEnough: 'Les litres aux 100 km paraissent à partir du deuxième plein.',
    average: 'Moyenne : {{value}} L/100 km',
    chartLabel: 'Litres aux 100 km dans le temps',
    series: 'L/100 km',
    all: 'Tous les pleins de ce véhicule',
  },
};

export const messagesFr: Record<string, string> = {
  [fuelMessages.notFound]: 'Plein introuvable.',
  [fuelMessages.created]: 'Le plein a été enregistré.',
  [fuelMessages.updated]: 'Le plein a été enregistré.',
  [fuelMessages.deleted]: 'Le plein a été supprimé.',
  [fuelMessages.vehicleRequired]: 'Choisissez un véhicule.',
  [fuelMessages.vehicleUnknown]: 'Choisissez un des véhicules de la liste.',
  [fuelMessages.driverUnknown]: 'Choisissez un des chauffeurs de la liste.',
  [fuelMessages.driverOutsideCrew]: 'Choisissez un chauffeur de votre équipe.',
  [fuelMessages.dateInFuture]: 'La date ne peut pas être dans le futur.',
  [fuelMessages.litresInvalid]: 'Les litres doivent être supérieurs à 0 et d’au plus 10 000, avec au plus 2 décimales.',
  [fuelMessages.costInvalid]: 'Le coût doit être un montant positif d’au plus 2 décimales.',
  [fuelMessages.odometerRequired]: 'L’odomètre est requis.',
  [fuelMessages.odometerInvalid]: 'L’odomètre doit être un nombre entier de 0 à 9999999.',
  [fuelMessages.costTooLarge]:
    'Ce coût porterait la dépense d’essence de la semaine au-delà du maximum qu’elle peut contenir.',
};

/** The two odometer refusals carry a reading and a date. */
export const messagePatternsFr: [RegExp, string][] = [
  [
    /^Odometer cannot be below (\d+) km, the reading of (\d{4}-\d{2}-\d{2})\.$/,
    'L’odomètre ne peut pas être inférieur à $1 km, la lecture du $2.',
  ],
  [
    /^Odometer cannot be above (\d+) km, the reading of the fill-up of (\d{4}-\d{2}-\d{2})\.$/,
    'L’odomètre ne peut pas être supérieur à $1 km, la lecture du plein du $2.',
  ],
];
