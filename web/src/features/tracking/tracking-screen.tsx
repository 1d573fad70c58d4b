import './i18n';
import { trackingColumns, trackingMessages, trackingSortColumns, weekDates, type TrackingRow } from '@fleet-ops/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { addressSearch, serverListPage } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { listSort } from '../../components/list-screen/list-sort';
import { useDialog } from '../../components/use-dialog';
import { showError, showSuccess } from '../../components/toasts';
import { WeeklyFilterBar } from '../../components/weekly-filter-bar/weekly-filter-bar';
import { businessTimeZone } from '../../config/business';
import { showFormErrors } from '../../lib/form-errors';
import { todayIn } from '../../lib/format';
import { translateMessage } from '../../lib/i18n';
import { useListAddress } from '../../lib/list-address';
import { useExportTrackings } from './api/export-trackings';
import { useTrackings } from './api/get-trackings';
import { useToggleTrackingStatus } from './api/toggle-tracking-status';
import { useUpdateTracking } from './api/update-tracking';
import { CommentModal } from './components/comment-modal';
import { EditTrackingModal } from './components/edit-tracking-modal';
import { useSaveFailure } from './components/save-failure';
import { TrackingLegend } from './components/tracking-legend';
import { shownColumns } from './components/tracking-columns';
import {
  trackingRowStyle,
  trackingTableRows,
  useTrackingCells,
  type InlineEdit,
} from './components/tracking-row-cells';
import classes from './components/tracking-table.module.css';
import { draftErrors, draftOf, saveRequest, type TrackingDraft } from './tracking-edit';
import {
  trackingFilterParams,
  trackingListAddress,
  trackingListParams,
  trackingListUrlKeys,
  type TrackingListState,
} from './tracking-list-state';

/** A dialog about one row. */
type RowDialog = { kind: 'modal' | 'comment' | 'status'; row: TrackingRow; initial?: TrackingDraft };

/** /tracking: what each vehicle bills per driver for a week, edited one row at a time. */
export default function TrackingScreen() {
  const { t } = useTranslation('tracking');
  const today = todayIn(businessTimeZone);
  const address = useMemo(() => trackingListAddress(today), [today]);
  const { state, update: updateAddress } = useListAddress(address, trackingListUrlKeys);
  const list = useTrackings(trackingListParams(state));
  const update = useUpdateTracking();
  const toggle = useToggleTrackingStatus();
  const exporter = useExportTrackings();
  const [editing, setEditing] = useState<InlineEdit | null>(null);
  const { dialog, opened: dialogOpen, open, close: closeDialog } = useDialog<RowDialog>();
  // Someone else saved the row: drop the edit and show the week as it now is.
  const saveFailure = useSaveFailure(() => {
    setEditing(null);
    closeDialog();
    void list.refetch();
  });

  const changeState = (change: Partial<TrackingListState>) => {
    setEditing(null);
    updateAddress(change);
  };

  const page = list.data;
  const rows = page?.data ?? [];
  const days = page?.days ?? weekDates(state.startDate);

  /** Another row is being edited: say so and refuse. */
  const busyWithOther = (row: TrackingRow) => {
    if (editing && editing.id !== row.id) {
      showError(trackingMessages.onlyOneEdit);
      return true;
    }
    return false;
  };

  const openDialog = (kind: RowDialog['kind'], row: TrackingRow, initial?: TrackingDraft) =>
    open({ kind, row, initial });

  const startEdit = (row: TrackingRow) => {
    if (busyWithOther(row)) return;
    setEditing({ id: row.id, draft: draftOf(row, days) });
  };

  const cancelEdit = () => {
    setEditing(null);
    void list.refetch();
  };

  const saveInline = () => {
    const row = rows.find((candidate) => candidate.id === editing?.id);
    if (!row || !editing) return;
    const problems = [...new Set(Object.values(draftErrors(row, editing.draft)))];
    if (problems.length > 0) {
      showError(problems);
      return;
    }
    update.mutate(saveRequest(row, editing.draft), {
      onSuccess: (response) => {
        showSuccess(response.message);
        setEditing(null);
      },
      onError: (error) => saveFailure.report(error, (invalid) => showError(invalid.lines)),
    });
  };

  const cells = useTrackingCells({
    days,
    editing,
    saving: update.isPending,
    onDraftChange: (draft) => setEditing((current) => (current ? { ...current, draft } : current)),
    onEdit: startEdit,
    onEditModal: (row) => {
      if (busyWithOther(row)) return;
      openDialog('modal', row, editing?.id === row.id ? editing.draft : draftOf(row, days));
    },
    onSave: saveInline,
    onCancel: cancelEdit,
    onToggleStatus: (row) => !busyWithOther(row) && openDialog('status', row),
    onComment: (row) => !busyWithOther(row) && openDialog('comment', row),
  });

  const target = dialog?.row;
  return (
    <ListScreen
      title={t('title')}
      search={addressSearch({ state, update: changeState }, t('search'), t('searchPlaceholder'))}
      exports={{ mutation: exporter, filter: trackingFilterParams(state) }}
      filterBar={
        <WeeklyFilterBar
          mode="tracking"
          value={{ startDate: state.startDate, status: state.status }}
          onChange={(value) => changeState({ startDate: value.startDate, status: value.status ?? 1 })}
        />
      }
      legend={<TrackingLegend />}
      columns={{ catalogue: trackingColumns, cells }}
      shownColumns={(chosen) => shownColumns(chosen, editing !== null)}
      tableClassName={classes.table}
      table={{
        caption: t('tableCaption'),
        rowKey: (entry) => (entry.kind === 'row' ? entry.row.id : 'total'),
        rowStyle: trackingRowStyle,
        ...listSort({ column: state.sortBy, direction: state.sortDir }, trackingSortColumns, (sortBy, sortDir) =>
          changeState({ sortBy, sortDir }),
        ),
      }}
      page={{
        ...serverListPage(list, { state, update: changeState }),
        rows: trackingTableRows(rows, page?.week_total ?? 0),
      }}
    >
      {target && dialog.kind === 'modal' && (
        <EditTrackingModal
          key={dialog.serial}
          row={target}
          days={days}
          initial={dialog.initial ?? draftOf(target, days)}
          opened={dialogOpen}
          saving={update.isPending}
          onClose={closeDialog}
          onSave={(draft, form) =>
            update.mutate(saveRequest(target, draft), {
              onSuccess: (response) => {
                showSuccess(response.message);
                setEditing(null);
                closeDialog();
              },
              onError: (error) => saveFailure.report(error, (invalid) => showFormErrors(form, invalid)),
            })
          }
        />
      )}
      {target && dialog.kind === 'comment' && (
        <CommentModal
          key={dialog.serial}
          row={target}
          opened={dialogOpen}
          saving={update.isPending}
          onClose={closeDialog}
          onSave={(comment) => {
            // Only the comment changes: no days are sent, so the row's billing stays as saved.
            const { week_record: _days, ...request } = saveRequest(target, { ...draftOf(target, days), comment });
            update.mutate(request, {
              onSuccess: (response) => {
                showSuccess(response.message);
                closeDialog();
              },
              onError: (error) => saveFailure.report(error, (invalid) => showError(invalid.lines)),
            });
          }}
        />
      )}
      {target && dialog.kind === 'status' && (
        <ConfirmDialog
          key={dialog.serial}
          opened={dialogOpen}
          title={t('statusDialog.title')}
          message={translateMessage(trackingMessages.confirmStatus)}
          confirmLabel={t('statusDialog.confirm')}
          confirmColor="blue"
          onClose={closeDialog}
          onConfirm={async () => {
            const response = await toggle.mutateAsync(target.id);
            showSuccess(response.message);
          }}
        />
      )}
      {saveFailure.dialog}
    </ListScreen>
  );
}
