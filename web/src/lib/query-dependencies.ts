import type { QueryClient } from '@tanstack/react-query';

/**
 * Data one feature shows and another changes (tracking rows show today's rates). The query that
 * shows it says so in its `meta`, and the feature that changes it refreshes every such query by
 * name, so the lower feature never imports the higher one's query keys.
 */
type SharedData = 'rates';

type DependencyMeta = { dependsOn?: readonly SharedData[] };

/** A query's `meta` saying which shared data its answer shows. */
export function showsSharedData(...data: SharedData[]): DependencyMeta {
  return { dependsOn: data };
}

/** Refreshes every query whose answer shows `data`. */
export function refreshQueriesShowing(queryClient: QueryClient, data: SharedData): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => ((query.meta as DependencyMeta | undefined)?.dependsOn ?? []).includes(data),
  });
}
