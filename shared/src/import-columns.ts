import { driverDetailKeys } from './drivers.js';
import { vehicleEquipmentItems } from './vehicle-equipment.js';

export const importKinds = [
  'vehicles',
  'drivers',
  'rates',
  'fire_extinguishers',
  'first_aid_kits',
  'meter_readings',
] as const;
export type ImportKind = (typeof importKinds)[number];

/**
 * One column of an import file: the form field it fills and its header in English and French,
 * recognised in any case, with or without accents.
 */
export type ImportColumn = { field: string; en: string; fr: string };

const column = (field: string, en: string, fr: string): ImportColumn => ({ field, en, fr });

const equipmentItemLabels: Record<(typeof vehicleEquipmentItems)[number], [en: string, fr: string]> = {
  buggy_whip: ['Buggy whip', 'Fouet de signalisation'],
  amber_light: ['Amber light', 'Gyrophare ambre'],
  back_up_alarm: ['Back-up alarm', 'Alarme de recul'],
  radio: ['Radio', 'Radio'],
  first_aid_kit: ['First aid kit', 'Trousse de premiers soins'],
  cones: ['Cones', 'Cônes'],
  wheel_chock: ['Wheel chock', 'Cale de roue'],
  fire_extinguisher: ['Fire extinguisher', 'Extincteur'],
  snow_brush: ['Snow brush', 'Balai à neige'],
  extension_cord: ['Extension cord', 'Rallonge électrique'],
  spill_kit: ['Spill kit', 'Trousse de déversement'],
  stripping_color: ['Stripping colour', 'Bandes de couleur'],
  vehicle_num_on_3_sides: ['Vehicle number on 3 sides', 'Numéro du véhicule sur 3 côtés'],
};

const equipmentNumber = column('equipment_number', 'Equipment number', 'Numéro d’équipement');

const driverLabels: Record<(typeof driverDetailKeys)[number], [en: string, fr: string]> = {
  driver_name: ['Name', 'Nom'],
  drive_in_pit: ['Drive in pit', 'Conduit dans la fosse'],
  location_id: ['Work location', 'Lieu de travail'],
  rotation: ['Rotation', 'Rotation'],
  pit_permit: ['Pit permit', 'Permis de fosse'],
  supervisor: ['Supervisor', 'Superviseur'],
  phone_number: ['Phone number', 'Numéro de téléphone'],
  license_no: ['Licence number', 'Numéro de permis'],
  expiry_date: ['Expiry date', 'Date d’expiration'],
  driver_email: ['Email', 'Courriel'],
  color: ['Colour', 'Couleur'],
};

/** Each kind's columns, in template order; the first ones make the natural key (`importKeyFields`). */
export const importColumns: Record<ImportKind, readonly ImportColumn[]> = {
  vehicles: [
    equipmentNumber,
    column('vehicle_parent_type', 'Vehicle type', 'Type de véhicule'),
    column('vehicle_type', 'Vehicle', 'Véhicule'),
    column('ownership_type', 'Ownership', 'Propriété'),
    column('license_plate_no', 'Licence plate number', 'Numéro de plaque'),
    column('VIN_no', 'VIN number', 'NIV'),
    column('ppe_no', 'PPE number', 'Numéro d’EPI'),
    column('last_odm_read', 'Odometer (km)', 'Odomètre (km)'),
    column('gross_weight_kg', 'Gross weight rating (kg)', 'Poids nominal brut (kg)'),
    column('mine', 'Mine', 'Mine'),
    column('location', 'Location', 'Emplacement'),
    column('location_other', 'Other location', 'Autre emplacement'),
    column('battery_expiry', 'Battery expiry', 'Expiration de la batterie'),
    column('tire_expiry', 'Tire expiry', 'Expiration des pneus'),
    column('insurance_expiry', 'Insurance expiry', 'Expiration de l’assurance'),
    column('reg_expiry', 'Registration expiry', 'Expiration de l’immatriculation'),
    column('abg_mva_stickers', 'ABG/MVA stickers', 'Vignettes ABG/MVA'),
    column('abg_mva_sticker_status', 'ABG/MVA sticker status', 'État des vignettes ABG/MVA'),
    column('rental_start_date', 'Rental start date', 'Début de la location'),
    column('inspection_status', 'Inspection status', 'État de l’inspection'),
    column('inspection_date', 'Inspection date', 'Date d’inspection'),
    column('inspector_name', 'Inspector name', 'Nom de l’inspecteur'),
    column('comments', 'Comments', 'Commentaires'),
    ...vehicleEquipmentItems.map((item) => column(item, ...equipmentItemLabels[item])),
    column('extra_checklist_items', 'Extra checklist items', 'Points de vérification supplémentaires'),
  ],
  drivers: [
    column('driver_email', ...driverLabels.driver_email),
    ...driverDetailKeys
      .filter((key) => key !== 'driver_email')
      .map((key) => column(key === 'location_id' ? 'work_location' : key, ...driverLabels[key])),
  ],
  rates: [
    column('vehicle_parent_type', 'Vehicle type', 'Type de véhicule'),
    column('full_day_rate', 'Full day rate', 'Tarif journée complète'),
    column('shared_day_rate', 'Shared day rate', 'Tarif journée partagée'),
  ],
  fire_extinguishers: [
    equipmentNumber,
    column('manufacture_year', 'Manufacture year', 'Année de fabrication'),
    column('inspection_month', 'Inspection month', 'Mois d’inspection'),
    column('inspection_expiry_date', 'Inspection expiry date', 'Date d’expiration de l’inspection'),
  ],
  first_aid_kits: [
    equipmentNumber,
    column('type', 'Type', 'Type'),
    column('expiry_date', 'Expiry month', 'Mois d’expiration'),
  ],
  // A row gives the odometer, the engine hours or both, taken at one time; the meter history's
  // export (one meter a row: Meter and Reading) imports too (`importExportColumns`).
  meter_readings: [
    equipmentNumber,
    column('taken_at', 'Date and time', 'Date et heure'),
    column('odometer', 'Odometer (km)', 'Odomètre (km)'),
    column('hours', 'Engine hours', 'Heures moteur'),
    column('source_ref', 'Reference', 'Référence'),
    column('confirm_implausible', 'Confirmed jump', 'Saut confirmé'),
  ],
};

/**
 * The natural key a row is matched on: a match updates the saved record, no match adds one.
 * A vehicle carries one extinguisher per manufacture year and one kit per type.
 */
export const importKeyFields: Record<ImportKind, readonly string[]> = {
  vehicles: ['equipment_number'],
  drivers: ['driver_email'],
  rates: ['vehicle_parent_type'],
  fire_extinguishers: ['equipment_number', 'manufacture_year'],
  first_aid_kits: ['equipment_number', 'type'],
  // The meter is only in files shaped like the meter history's export (one meter a row).
  meter_readings: ['equipment_number', 'taken_at', 'meter', 'source_ref'],
};
