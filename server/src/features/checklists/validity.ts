import type { InspectionValidity } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { inspectionValidUntil } from '../../lib/inspection-validity.js';
import { readSiteSettings } from '../settings/index.js';

/**
 * Until when a checklist being submitted counts (issue 36): its form version's validity, or the
 * calendar day for a checklist on no version (the spec's call on a vehicle whose form is another),
 * with the site's shifts as they are now. Stored with the checklist and never recomputed, so
 * changing the shifts later never changes a record.
 */
export async function checklistValidUntil(
  context: AppContext,
  input: { validity: InspectionValidity | undefined; inspectedAt: Date; date: string },
): Promise<Date> {
  const settings = await readSiteSettings(context.db);
  return inspectionValidUntil({
    validity: input.validity ?? 'calendar_day',
    inspectedAt: input.inspectedAt,
    date: input.date,
    shiftStarts: settings.shift_starts,
    timeZone: context.clock.timeZone,
  });
}
