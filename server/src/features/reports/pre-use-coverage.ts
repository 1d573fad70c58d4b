import type { AppContext } from '../../app-context.js';
import { readSiteSettings } from '../settings/index.js';
import type { PreUseCoverage } from './queries/pre-use.js';

/**
 * When a working day's use starts, for Pre Use Inspection (issue 36): the site's first shift start
 * (Settings keeps the starts in order of the day, at least one), read when the report is asked for.
 */
export async function preUseCoverage(context: AppContext): Promise<PreUseCoverage> {
  const settings = await readSiteSettings(context.db);
  return { dayStart: settings.shift_starts[0] ?? '00:00', timeZone: context.clock.timeZone };
}
