import { ActionIcon, Group, Switch, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { columnTitle, trackingColumns, trackingDayColumns, type TrackingRow } from '@fleet-ops/shared';
import { IconCheck, IconListDetails, IconMessagePlus, IconPencil, IconX } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type SortState } from '../../../components/data-table/data-table';
import { rowColorStyle } from '../../../components/data-table/row-color';
import { useLocationCodesWords } from '../../../components/legend';
import { currentLanguage, intlLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/format';
import classes from './tracking-table.module.css';
import { commentPreview, draftAmount, withRateType, type TrackingDraft } from '../tracking-edit';
import { DayCodeChip, DayCodeSelect, DayHeader, dayLabel } from './day-codes';
import { EquipmentCell, OwnershipBadge, RateEditor, RateView } from './tracking-cells';

/** The table's rows: the week's rows, then one row with the week's total. */
export type TrackingTableRow = { kind: 'row'; row: TrackingRow } | { kind: 'total'; total: number };

export type InlineEdit = { id: number; draft: TrackingDraft };

export type TrackingTableProps = {
  rows: TrackingRow[];
  /** The week's 7 dates, Sunday first. */
  days: string[];
  weekTotal: number;
  loading: boolean;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  visibleColumns: string[];
  editing: InlineEdit | null;
  saving: boolean;
  onDraftChange: (draft: TrackingDraft) => void;
  onEdit: (row: TrackingRow) => void;
  onEditModal: (row: TrackingRow) => void;
  onSave: () => void;
  onCancel: () => void;
  onToggleStatus: (row: TrackingRow) => void;
  onComment: (row: TrackingRow) => void;
};

/** The row's colour as a tint, so its text stays readable; white rows keep the table's stripes. */
function rowStyle(entry: TrackingTableRow): CSSProperties | undefined {
  return entry.kind === 'total' ? { fontWeight: 700 } : rowColorStyle(entry.row.color);
}

/** The week's rows with inline editing of one row, then the week's total. */
export function TrackingTable(props: TrackingTableProps) {
  const { rows, days, editing, onDraftChange } = props;
  const { t } = useTranslation('tracking');
  const locationCodes = useLocationCodesWords();
  const locale = intlLocale();
  const language = currentLanguage();
  /** A column's title, from the shared tracking catalogue (the days are headed by their dates instead). */
  const title = (key: keyof typeof trackingColumns.columns) => columnTitle(trackingColumns.columns[key], language);
  const name = (row: TrackingRow) => row.driver_name ?? row.equipment_number;
  const draftOf = (row: TrackingRow) => (editing?.id === row.id ? editing.draft : null);
  const firstShown = props.visibleColumns.find((column) => column !== 'total_billing');

  /** A column that shows nothing on the total row, except the label in the first shown column. */
  function rowColumn(
    key: string,
    header: string,
    render: (row: TrackingRow, draft: TrackingDraft | null) => ReactNode,
    options: { sortable?: boolean; width?: number; headerContent?: ReactNode; description?: string } = {},
  ): DataTableColumn<TrackingTableRow> {
    return {
      key,
      header,
      ...options,
      render: (entry) => {
        if (entry.kind === 'row') return render(entry.row, draftOf(entry.row));
        return key === firstShown ? t('weekTotal') : null;
      },
    };
  }

  const text = (value: string | null) => value ?? '';

  const columns: DataTableColumn<TrackingTableRow>[] = [
    rowColumn(
      'driver_name',
      title('driver_name'),
      (row) =>
        row.driver_name ?? (
          <Text size="sm" c="dimmed">
            {t('noDriver')}
          </Text>
        ),
      { sortable: true },
    ),
    rowColumn('equipment_number', title('equipment_number'), (row) => <EquipmentCell row={row} />, {
      sortable: true,
    }),
    rowColumn('ownership_type', title('ownership_type'), (row) => <OwnershipBadge ownership={row.ownership_type} />, {
      sortable: true,
    }),
    rowColumn('location', title('location'), (row) => row.location, {
      sortable: true,
      description: locationCodes,
    }),
    rowColumn('VIN_no', title('VIN_no'), (row) => row.VIN_no, { sortable: true }),
    rowColumn('license_plate_no', title('license_plate_no'), (row) => row.license_plate_no, { sortable: true }),
    rowColumn(
      'rate',
      title('rate'),
      (row, draft) =>
        draft ? (
          <RateEditor
            rateType={draft.rate_type}
            rate={draft.rate}
            onRateTypeChange={(rateType) => onDraftChange(withRateType(row, draft, rateType))}
            onRateChange={(rate) => onDraftChange({ ...draft, rate })}
          />
        ) : (
          <RateView row={row} />
        ),
      { sortable: true, description: t('columnDescriptions.rate') },
    ),
    rowColumn('vehicle_type', title('vehicle_type'), (row) => row.vehicle_type, { sortable: true }),
    rowColumn('cleaning_appt', title('cleaning_appt'), (row) => text(row.cleaning_appt), { sortable: true }),
    rowColumn(
      'comment',
      title('comment'),
      (row, draft) =>
        draft ? (
          <TextInput
            size="xs"
            aria-label={t('inline.comment')}
            value={draft.comment}
            onChange={(event) => onDraftChange({ ...draft, comment: event.currentTarget.value })}
            maxLength={500}
            w={120}
          />
        ) : row.comment ? (
          <Tooltip label={row.comment} multiline maw={280} withArrow>
            <UnstyledButton
              onClick={() => props.onComment(row)}
              aria-label={t('actions.editComment', { name: name(row) })}
              fz="sm"
              td="underline"
              style={{ textDecorationStyle: 'dotted' }}
            >
              {commentPreview(row.comment)}
            </UnstyledButton>
          </Tooltip>
        ) : (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => props.onComment(row)}
            aria-label={t('actions.editComment', { name: name(row) })}
          >
            <IconMessagePlus size={18} />
          </ActionIcon>
        ),
      { sortable: true },
    ),
    ...trackingDayColumns.map((key, index) => {
      const date = days[index]!;
      return rowColumn(
        key,
        dayLabel(date, locale),
        (row, draft) =>
          draft ? (
            <DayCodeSelect
              label={t('inline.day', { date: dayLabel(date, locale) })}
              value={draft.week_record[date] ?? 0}
              onChange={(code) => onDraftChange({ ...draft, week_record: { ...draft.week_record, [date]: code } })}
            />
          ) : (
            <DayCodeChip code={row.week_record[date]} />
          ),
        { headerContent: <DayHeader date={date} locale={locale} /> },
      );
    }),
    {
      key: 'total_billing',
      header: title('total_billing'),
      sortable: true,
      render: (entry) => {
        if (entry.kind === 'total') return <Text fw={700}>{formatMoney(entry.total)}</Text>;
        const draft = draftOf(entry.row);
        return (
          <Text size="sm" fw={draft ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(draft ? draftAmount(draft) : entry.row.total_billing)}
          </Text>
        );
      },
    },
    rowColumn('actions', title('actions'), (row, draft) =>
      draft ? (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            color="green"
            variant="filled"
            onClick={props.onSave}
            loading={props.saving}
            aria-label={t('actions.save', { name: name(row) })}
          >
            <IconCheck size={18} />
          </ActionIcon>
          <ActionIcon variant="default" onClick={props.onCancel} aria-label={t('actions.cancel')}>
            <IconX size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            onClick={() => props.onEditModal(row)}
            aria-label={t('actions.editModal', { name: name(row) })}
          >
            <IconListDetails size={18} />
          </ActionIcon>
        </Group>
      ) : (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            onClick={() => props.onEdit(row)}
            aria-label={t('actions.edit', { name: name(row) })}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            onClick={() => props.onEditModal(row)}
            aria-label={t('actions.editModal', { name: name(row) })}
          >
            <IconListDetails size={18} />
          </ActionIcon>
          <Switch
            size="sm"
            checked={row.enabled}
            onChange={() => props.onToggleStatus(row)}
            aria-label={t('actions.statusOf', { name: name(row) })}
          />
        </Group>
      ),
    ),
  ];

  const tableRows: TrackingTableRow[] = [
    ...rows.map((row) => ({ kind: 'row' as const, row })),
    ...(rows.length > 0 ? [{ kind: 'total' as const, total: props.weekTotal }] : []),
  ];

  return (
    <div className={classes.table}>
      <DataTable
        columns={columns}
        rows={tableRows}
        rowKey={(entry) => (entry.kind === 'row' ? entry.row.id : 'total')}
        caption={t('tableCaption')}
        sort={props.sort}
        onSortChange={props.onSortChange}
        loading={props.loading}
        visibleColumns={props.visibleColumns}
        rowStyle={rowStyle}
      />
    </div>
  );
}
