import { parentTypeLabelsFr } from '../value-labels.js';
import { labelsFromFrench, type ColumnSpec } from './column.js';

/**
 * Columns several lists share, worded once: a vehicle's identity, its type and ownership, and
 * the row actions. A catalogue spreads them (`equipment_number: equipmentNumberColumn`).
 */
export const equipmentNumberColumn: ColumnSpec = {
  title: { en: 'Equipment Number', fr: 'Numéro d’équipement' },
  type: 'text',
};

export const parentTypeLabels = labelsFromFrench(parentTypeLabelsFr);

/** The parent type (SUV, Light Duty Truck), shown in French through the value catalogue. */
export const vehicleTypeColumn: ColumnSpec = {
  title: { en: 'Vehicle Type', fr: 'Type de véhicule' },
  type: 'code',
  labels: parentTypeLabels,
};

/** The make and model (`vehicle_type`), labelled Vehicle on the vehicle's form. */
export const vehicleColumn: ColumnSpec = { title: { en: 'Vehicle', fr: 'Véhicule' }, type: 'text' };

export const vinColumn: ColumnSpec = { title: { en: 'VIN', fr: 'NIV' }, type: 'text' };

export const licensePlateColumn: ColumnSpec = { title: { en: 'Licence Plate', fr: 'Plaque' }, type: 'text' };

export const ownershipLabels = {
  own: { en: 'Own', fr: 'Propriété' },
  lease: { en: 'Lease', fr: 'Crédit-bail' },
  rent: { en: 'Rent', fr: 'Location' },
} as const;

export const ownershipColumn: ColumnSpec = {
  title: { en: 'Ownership', fr: 'Propriété' },
  type: 'code',
  labels: ownershipLabels,
};

export const rowActionsColumn: ColumnSpec = { title: { en: 'Actions', fr: 'Actions' }, type: 'actions' };
