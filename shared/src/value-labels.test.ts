import { describe, expect, it } from 'vitest';
import { checklistEquipmentItems } from './checklist-words.js';
import { checklistBaseItems } from './checklist-words.js';
import { allowedLocationNames } from './locations.js';
import { seededAppointmentTypes, valueLabel, type ValueLabelKind } from './value-labels.js';
import { vehicleParentTypes } from './vehicle-lookups.js';

const knownValues: [ValueLabelKind, readonly string[]][] = [
  ['parentType', vehicleParentTypes],
  ['location', allowedLocationNames],
  ['appointmentType', seededAppointmentTypes],
  ['checklistItem', [...checklistBaseItems, ...checklistEquipmentItems]],
];

describe('valueLabel', () => {
  it('gives every known parent type, location, appointment type and checklist item a French label', () => {
    for (const [kind, values] of knownValues) {
      for (const value of values) expect(valueLabel(kind, value, 'fr').trim(), `${kind} ${value}`).not.toBe('');
    }
  });

  it('reads the words a French user saw in English in French', () => {
    expect(valueLabel('parentType', 'Heavy Duty Truck', 'fr')).toBe('Camion lourd');
    expect(valueLabel('parentType', 'Sept Iles - SUV', 'fr')).toBe('Sept-Îles - VUS');
    expect(valueLabel('location', 'Mine Engineering', 'fr')).toBe('Ingénierie minière');
    expect(valueLabel('location', 'Colby Building', 'fr-CA')).toBe('Édifice Colby');
    expect(valueLabel('appointmentType', 'Cleaning', 'fr')).toBe('Nettoyage');
    expect(valueLabel('checklistItem', 'radio', 'fr')).toBe('Radio');
    expect(valueLabel('checklistItem', 'fire_extinguisher', 'fr')).toBe('Extincteur');
  });

  it('gives the stored value in English, and the English item label for a checklist item', () => {
    expect(valueLabel('parentType', 'Heavy Duty Truck', 'en')).toBe('Heavy Duty Truck');
    expect(valueLabel('location', 'Mine Engineering', undefined)).toBe('Mine Engineering');
    expect(valueLabel('checklistItem', 'light_and_signals', 'en')).toBe('Lights and Signals');
  });

  it('lets a value no catalogue knows fall through as it is stored, in either language', () => {
    expect(valueLabel('location', 'Lac Bloom', 'fr')).toBe('Lac Bloom');
    expect(valueLabel('appointmentType', 'Detailing', 'fr')).toBe('Detailing');
    expect(valueLabel('parentType', 'Bus', 'en')).toBe('Bus');
    expect(valueLabel('checklistItem', 'tow_strap', 'fr')).toBe('Tow strap');
  });
});
