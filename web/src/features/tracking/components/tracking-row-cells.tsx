import { ActionIcon, Group, Switch, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { trackingDayColumns, type trackingColumns, type TrackingRow } from '@fleet-ops/shared';
import { IconCheck, IconListDetails, IconMessagePlus, IconPencil, IconX } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rowColorStyle } from '../../../components/data-table/row-color';
import { useLocationCodesWords } from '../../../components/legend';
import type { CatalogueCells, ColumnCell } from '../../../components/list-screen/catalogue-columns';
import { intlLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/format';
import { commentPreview, draftAmount, withRateType, type TrackingDraft } from '../tracking-edit';
import { DayCodeChip, DayCodeSelect, DayHeader, dayLabel } from './day-codes';
import { EquipmentCell, OwnershipBadge, RateEditor, RateView } from './tracking-cells';

/** The table's rows: the week's rows, then one row with the week's total. */
type TrackingTableRow = { kind: 'row'; row: TrackingRow } | { kind: 'total'; total: number };

export type InlineEdit = { id: number; draft: TrackingDraft };

type TrackingCellsProps = {
  /** The week's 7 dates, Sunday first. */
  days: string[];
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
export function trackingRowStyle(entry: TrackingTableRow): CSSProperties | undefined {
  return entry.kind === 'total' ? { fontWeight: 700 } : rowColorStyle(entry.row.color);
}

/** The table's rows: the week's rows, then the total row when there are any. */
export function trackingTableRows(rows: TrackingRow[], weekTotal: number): TrackingTableRow[] {
  return [
    ...rows.map((row) => ({ kind: 'row' as const, row })),
    ...(rows.length > 0 ? [{ kind: 'total' as const, total: weekTotal }] : []),
  ];
}

/**
 * The week's cells with inline editing of one row, then the week's total: a function of the
 * columns shown, since the total's label goes in the first of them.
 */
export function useTrackingCells(props: TrackingCellsProps) {
  const { days, editing, onDraftChange } = props;
  const { t } = useTranslation('tracking');
  const locationCodes = useLocationCodesWords();
  const locale = intlLocale();
  const name = (row: TrackingRow) => row.driver_name ?? row.equipment_number;
  const draftOf = (row: TrackingRow) => (editing?.id === row.id ? editing.draft : null);
  const text = (value: string | null) => value ?? '';
  /** The whole row in a dialog, offered whether or not the row is being edited inline. */
  const editModalButton = (row: TrackingRow) => (
    <ActionIcon
      variant="subtle"
      onClick={() => props.onEditModal(row)}
      aria-label={t('actions.editModal', { name: name(row) })}
    >
      <IconListDetails size={18} />
    </ActionIcon>
  );

  return (shown: readonly string[]): CatalogueCells<TrackingTableRow, typeof trackingColumns> => {
    const firstShown = shown.find((column) => column !== 'total_billing');

    /** A cell that shows nothing on the total row, except the label in the first shown column. */
    function rowColumn(
      key: string,
      render: (row: TrackingRow, draft: TrackingDraft | null) => ReactNode,
      options: Omit<ColumnCell<TrackingTableRow>, 'render'> = {},
    ): ColumnCell<TrackingTableRow> {
      return {
        ...options,
        render: (entry) => {
          if (entry.kind === 'row') return render(entry.row, draftOf(entry.row));
          return key === firstShown ? t('weekTotal') : null;
        },
      };
    }

    return {
      driver_name: rowColumn(
        'driver_name',
        (row) =>
          row.driver_name ?? (
            <Text size="sm" c="dimmed">
              {t('noDriver')}
            </Text>
          ),
        { sortable: true },
      ),
      equipment_number: rowColumn('equipment_number', (row) => <EquipmentCell row={row} />, {
        sortable: true,
      }),
      ownership_type: rowColumn('ownership_type', (row) => <OwnershipBadge ownership={row.ownership_type} />, {
        sortable: true,
      }),
      location: rowColumn('location', (row) => row.location, {
        sortable: true,
        description: locationCodes,
      }),
      VIN_no: rowColumn('VIN_no', (row) => row.VIN_no, { sortable: true }),
      license_plate_no: rowColumn('license_plate_no', (row) => row.license_plate_no, { sortable: true }),
      rate: rowColumn(
        'rate',
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
      vehicle_type: rowColumn('vehicle_type', (row) => row.vehicle_type, { sortable: true }),
      cleaning_appt: rowColumn('cleaning_appt', (row) => text(row.cleaning_appt), { sortable: true }),
      comment: rowColumn(
        'comment',
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
      ...Object.fromEntries(
        trackingDayColumns.map((key, index) => {
          const date = days[index]!;
          const cell = rowColumn(
            key,
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
            { header: dayLabel(date, locale), headerContent: <DayHeader date={date} locale={locale} /> },
          );
          return [key, cell];
        }),
      ),
      total_billing: {
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
      actions: rowColumn('actions', (row, draft) =>
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
            {editModalButton(row)}
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
            {editModalButton(row)}
            <Switch
              size="sm"
              checked={row.enabled}
              onChange={() => props.onToggleStatus(row)}
              aria-label={t('actions.statusOf', { name: name(row) })}
            />
          </Group>
        ),
      ),
    };
  };
}
