import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshQueriesShowing, showsSharedData } from './query-dependencies';

describe('queries that show shared data', () => {
  it('a rate change refreshes the queries that show rates, and only those', async () => {
    const queryClient = new QueryClient();
    const trackingRows = ['trackings', 'list', { week: 1 }];
    await queryClient.fetchQuery({ queryKey: trackingRows, queryFn: () => 'rows', meta: showsSharedData('rates') });
    await queryClient.fetchQuery({ queryKey: ['drivers'], queryFn: () => 'drivers' });

    await refreshQueriesShowing(queryClient, 'rates');

    expect(queryClient.getQueryState(trackingRows)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['drivers'])?.isInvalidated).toBe(false);
  });
});
