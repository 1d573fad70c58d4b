import { Button, Select } from '@mantine/core';
import { checklistColumns } from '@fleet-ops/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSize } from '../../components/pagination/pagination';
import { useListPaging } from '../../components/list-screen/use-list-paging';
import { serverListPage } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useWeeks } from '../../components/weekly-filter-bar/api/get-weeks';
import { WeeklyFilterBar } from '../../components/weekly-filter-bar/weekly-filter-bar';
import { useExportChecklists } from './api/export-checklists';
import { useChecklists } from './api/get-checklists';
import { ChecklistCard } from './components/checklist-card';
import { checklistCells } from './components/checklist-columns';
import { IssuesOnlyNotice } from './components/issues-only-notice';
import { ChecklistDetailModal } from './components/checklist-detail-modal';
import { ChecklistFormModal } from './components/checklist-form-modal';
import { checklistsNamespace } from './i18n';
import { useVehicleForm } from './use-vehicle-form';

const defaultPageSize: PageSize = 100;

type ChecklistListProps = {
  /** Only the checklists with an issue (Home's `has_issue=1`, from the dashboard's count). */
  issuesOnly?: boolean;
  /** Drops `issuesOnly`; Clear Filter calls it too. */
  onShowAll?: () => void;
  /** On a phone, one card per checklist and the filters behind one button (the drivers' and supervisors' list). */
  cardsOnPhone?: boolean;
  /** Home keeps the search in the address; without these two the list keeps it itself. */
  search?: string;
  onSearchChange?: (search: string) => void;
  /** The inspection forms to filter by (issue 36; admins, who may list forms); no filter without them. */
  forms?: readonly { id: number; name: string; name_fr: string }[];
};

/**
 * Home (admins: every checklist) and Checklists (drivers: their own; supervisors: their crew's).
 * The server decides which rows the caller sees; the screen is the same. The list opens on the
 * current week (the server's); Clear Filter returns to it and empties the search.
 */
export function ChecklistList({
  issuesOnly = false,
  onShowAll,
  cardsOnPhone = false,
  forms,
  ...searchProps
}: ChecklistListProps = {}) {
  const { t, i18n } = useTranslation(checklistsNamespace);
  const weeks = useWeeks();
  const currentWeek = weeks.data?.[0];
  const [chosenWeek, setChosenWeek] = useState<string | null>(null);
  const [formId, setFormId] = useState<number | null>(null);
  const [ownSearch, setOwnSearch] = useState('');
  const searchText = searchProps.search ?? ownSearch;
  const setSearchText = searchProps.onSearchChange ?? setOwnSearch;
  // Clear Filter empties the field too: a new key starts it afresh.
  const [clearings, setClearings] = useState(0);
  const paging = useListPaging(defaultPageSize);
  const form = useVehicleForm();
  const [openedId, setOpenedId] = useState<number | null>(null);
  const exporter = useExportChecklists();

  const startDate = chosenWeek ?? currentWeek ?? '';
  const filter = { searchText, startDate, issuesOnly, formId };
  const list = useChecklists({ ...filter, ...paging.state }, startDate !== '');

  const search = (text: string) => {
    if (text === searchText) return;
    setSearchText(text);
    paging.update({ page: 1 });
  };
  const clear = () => {
    setChosenWeek(null);
    setFormId(null);
    setClearings((count) => count + 1);
    setSearchText('');
    paging.update({ page: 1 });
    onShowAll?.();
  };

  return (
    <ListScreen
      title={t('listTitle')}
      action={
        <Button leftSection={<IconPlus size={18} />} size="md" onClick={form.open}>
          {t('form.newButton')}
        </Button>
      }
      panels={cardsOnPhone ? 'phone' : 'wide'}
      search={{
        label: t('list.search'),
        placeholder: t('list.searchPlaceholder'),
        value: searchText,
        onChange: search,
        resetCount: clearings,
      }}
      filters={
        forms && (
          <Select
            label={t('list.form')}
            placeholder={t('list.anyForm')}
            data={forms.map((form) => ({
              value: String(form.id),
              label: i18n.language === 'fr' ? form.name_fr : form.name,
            }))}
            value={formId === null ? null : String(formId)}
            onChange={(next) => {
              setFormId(next ? Number(next) : null);
              paging.update({ page: 1 });
            }}
            clearable
            w={{ base: '100%', xs: 260 }}
          />
        )
      }
      filterBar={
        startDate !== '' && (
          <WeeklyFilterBar
            mode="home"
            value={{ startDate }}
            onChange={(next) => {
              setChosenWeek(next.startDate);
              paging.update({ page: 1 });
            }}
            onClear={clear}
          />
        )
      }
      // Outside the filters, so a phone shows it even with them folded away.
      legend={issuesOnly && <IssuesOnlyNotice onShowAll={onShowAll} />}
      exports={{ mutation: exporter, filter }}
      columns={{ catalogue: checklistColumns, cells: checklistCells }}
      table={{
        rowKey: (row) => row.id,
        caption: t('list.caption'),
        // A week's page is 100 checklists: only those near the window are drawn (issue 33).
        windowed: true,
        onRowClick: (row) => setOpenedId(row.id),
        renderCard: cardsOnPhone
          ? (row) => <ChecklistCard row={row} onOpen={(opened) => setOpenedId(opened.id)} />
          : undefined,
      }}
      page={{
        ...serverListPage(list, paging),
        loading: list.isFetching || startDate === '',
      }}
    >
      <ChecklistFormModal opened={form.opened} onClose={form.close} preselected={form.preselected} />
      <ChecklistDetailModal checklistId={openedId} onClose={() => setOpenedId(null)} />
    </ListScreen>
  );
}
