import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../features/auth';
import { checklistFormOptionsQueryOptions } from '../features/checklists';
import { earlyAnswerArrived } from '../lib/early-answers';
import { translationsReady } from '../lib/i18n';

/**
 * The field app's first screen before its first draw (issue 33): the words its entry registered,
 * and the answers index.html's landing script asked for (who is signed in, the checklist's
 * vehicles) that have arrived, read into the query cache. At 4× CPU, drawing the shell and a loader
 * first, then the checklist once the answers were read, cost 0.3 s before the driver could pick a
 * vehicle. Answers still on their way (a repeat visit, whose files come from the phone) are not
 * waited for: the shell draws with its loader meanwhile, as before. A call the landing script did
 * not make (another screen's address) is not made here.
 */
export async function landingScreenData(queryClient: QueryClient): Promise<unknown> {
  // The landing script's calls (build-plugins/phone-landing.ts), each read by the query that makes it.
  const landingCalls = [
    { url: '/api/me', read: () => queryClient.prefetchQuery(currentUserQueryOptions()) },
    { url: '/api/checklist/form_options', read: () => queryClient.prefetchQuery(checklistFormOptionsQueryOptions()) },
  ];
  const arrived = await Promise.all(landingCalls.map(({ url }) => earlyAnswerArrived(url)));
  return Promise.all([
    translationsReady(),
    ...landingCalls.filter((_, index) => arrived[index]).map(({ read }) => read()),
  ]);
}
