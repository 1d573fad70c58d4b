import { Stack } from '@mantine/core';
import { useQueryState } from 'nuqs';
import { useEffect, useRef } from 'react';
import { flagParam, searchParam } from '../../lib/list-address';
import { useDashboardAlerts } from '../../features/dashboard';
import { DashboardAlertTiles } from '../../features/dashboard/components/alert-tiles';
import { ChecklistList } from '../../features/checklists/checklist-list';
import { useInspectionForms } from '../../features/inspection-forms';

/**
 * `/home`: a composition of two features, so it lives with the app's routes: the admins' dashboard of what needs action today, above the Pre-OP Checklist list
 * (every checklist). `has_issue=1` (the dashboard's "checklists with issues" link) narrows the
 * list to this week's checklists with an issue and brings the list into view; `search` keeps the
 * list's search (the vehicle record's Checklists link narrows it to one equipment number).
 */
export default function HomeScreen() {
  const [issuesOnly, setIssuesOnly] = useQueryState('has_issue', flagParam.withOptions({ history: 'push' }));
  const [search, setSearch] = useQueryState('search', searchParam.withOptions({ history: 'replace' }));
  const list = useRef<HTMLDivElement>(null);
  // The tiles above push the list down once they load, so it is brought into view after them.
  const tilesShown = useDashboardAlerts().isSuccess;
  // Issue 36: the forms the list filters by (a site has a handful; a page of 100 holds them all).
  const forms = useInspectionForms({ page: 1, per_page: 100 });

  useEffect(() => {
    if (issuesOnly && tilesShown) list.current?.scrollIntoView({ block: 'start' });
  }, [issuesOnly, tilesShown]);

  return (
    <Stack gap="xl">
      <DashboardAlertTiles />
      <div ref={list} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}>
        {/* A new key starts the list afresh (current week, first page) when the filter changes. */}
        <ChecklistList
          key={issuesOnly ? 'issues' : 'all'}
          issuesOnly={issuesOnly}
          onShowAll={() => void setIssuesOnly(null)}
          search={search}
          onSearchChange={(next) => void setSearch(next || null)}
          forms={forms.data?.data}
        />
      </div>
    </Stack>
  );
}
