import type { FireInspection, fireInspectionColumns } from '@fleet-ops/shared';
import { ExpiryChip, type ExpiryLabels } from '../../../components/expiry-chip/expiry-chip';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { useEditDeleteCell, useVehicleCells } from '../../../components/list-screen/row-cells';
import { formatDate, formatMonth } from '../../../lib/format';

/** What a phone has room for without scrolling sideways. */
export const fireInspectionPhoneColumns = ['equipment_number', 'inspection_expiry_date', 'actions'];

/** How the Fire Extinguisher list draws its cells: the expiry date as a chip in the legend's colours. */
export function useFireInspectionCells(
  statusLabels: ExpiryLabels,
  onEdit: (inspection: FireInspection) => void,
  onDelete: (inspection: FireInspection) => void,
): CatalogueCells<FireInspection, typeof fireInspectionColumns> {
  return {
    ...useVehicleCells<FireInspection>(),
    manufacture_year: { sortable: true },
    inspection_month: { sortable: true, render: (row) => formatMonth(row.inspection_month) },
    inspection_expiry_date: {
      sortable: true,
      render: (row) => (
        <ExpiryChip text={formatDate(row.inspection_expiry_date)} status={row.expiry_status} labels={statusLabels} />
      ),
    },
    actions: useEditDeleteCell('fireInspections', onEdit, onDelete),
  };
}
