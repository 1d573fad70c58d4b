import type { Appointment } from '@fleet-ops/shared';
import type { SortState } from '../../components/data-table/data-table';
import { formatDate } from '../../lib/format';
import { labelValue } from '../../lib/value-label';

/** The table's sortable columns, each a field of the row. */
const appointmentSortColumns = [
  'date',
  'time',
  'equipment_number',
  'VIN_No',
  'vehicle_type',
  'appointment_type',
  'location_name',
  'comments',
] as const;
type AppointmentSortColumn = (typeof appointmentSortColumns)[number];

function isAppointmentSortColumn(column: string): column is AppointmentSortColumn {
  return appointmentSortColumns.some((candidate) => candidate === column);
}

/**
 * Everything a person may type to find a row: what the table shows, the type and location also as
 * stored, the date also as written.
 */
function searchableText(row: Appointment): string {
  return [
    row.date,
    formatDate(row.date),
    row.time,
    row.equipment_number,
    row.VIN_No,
    row.vehicle_type,
    row.appointment_type,
    labelValue('appointmentType', row.appointment_type),
    row.location_name,
    labelValue('location', row.location_name),
    row.comments ?? '',
  ]
    .join('\n')
    .toLowerCase();
}

/** Rows holding every word of `search`, in any field. */
export function searchAppointments(rows: Appointment[], search: string): Appointment[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const text = searchableText(row);
    return words.every((word) => text.includes(word));
  });
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function sortValue(row: Appointment, column: AppointmentSortColumn): string {
  // A date sorts with its time, so one day's bookings keep their order.
  if (column === 'date') return `${row.date} ${row.time}`;
  return row[column] ?? '';
}

/** Sorted by the clicked column (empty comments last either way); without a sort, the server's order. */
export function sortAppointments(rows: Appointment[], sort: SortState | null): Appointment[] {
  if (!sort || !isAppointmentSortColumn(sort.column)) return rows;
  const column = sort.column;
  const direction = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((first, second) => {
    const a = sortValue(first, column);
    const b = sortValue(second, column);
    if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
    return collator.compare(a, b) * direction || (first.id - second.id) * direction;
  });
}
