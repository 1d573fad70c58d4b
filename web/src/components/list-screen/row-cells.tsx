import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../data-table/edit-delete-actions';
import { VehicleLink } from '../vehicle-link';
import { useValueLabel } from '../../lib/value-label';
import type { ColumnCell } from './catalogue-columns';

/** A row that names its vehicle: the equipment number links to the vehicle's record. */
type VehicleRow = { vehicle_id: number; equipment_number: string; vehicle_parent_type: string };

/**
 * The cells of a vehicle's identity that several lists share (first aid kits, extinguishers): the
 * equipment number as a link to the vehicle and the parent type in the reader's language, both
 * sortable.
 */
export function useVehicleCells<Row extends VehicleRow>(): {
  equipment_number: ColumnCell<Row>;
  vehicle_parent_type: ColumnCell<Row>;
  vehicle_type: ColumnCell<Row>;
} {
  const label = useValueLabel();
  return {
    equipment_number: {
      sortable: true,
      render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
    },
    vehicle_parent_type: { sortable: true, render: (row) => label('parentType', row.vehicle_parent_type) },
    vehicle_type: { sortable: true },
  };
}

/**
 * The Actions cell of a list whose rows are edited and deleted in dialogs. `labels` are the
 * feature's keys for the buttons' names, which tell the row apart by its equipment number.
 */
export function useEditDeleteCell<Row extends { equipment_number: string }>(
  namespace: string,
  onEdit: (row: Row) => void,
  onDelete: (row: Row) => void,
): ColumnCell<Row> & { render: NonNullable<ColumnCell<Row>['render']> } {
  const { t } = useTranslation(namespace);
  return {
    width: 96,
    render: (row) => (
      <EditDeleteActions
        editLabel={t('actions.edit', { equipment: row.equipment_number })}
        deleteLabel={t('actions.delete', { equipment: row.equipment_number })}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
      />
    ),
  };
}
