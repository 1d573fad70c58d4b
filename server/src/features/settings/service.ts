import { siteSettingsDefaults, timeOfDayPattern, type SiteSettings } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { listSettingRows, saveSettingRows } from './queries.js';

function validShiftStarts(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((start) => typeof start === 'string' && timeOfDayPattern.test(start))
  );
}

/**
 * The site's settings, defaults filled in. A stored value of the wrong type (written by hand in
 * the database) is ignored rather than trusted, so a reader always gets the documented shape.
 */
export async function readSiteSettings(db: Database): Promise<SiteSettings> {
  const stored = new Map((await listSettingRows(db)).map((row) => [row.key, row.value]));
  const quick = stored.get('quick_check_seconds');
  const every = stored.get('require_every_item');
  const digestTime = stored.get('digest_time');
  const shiftStarts = stored.get('shift_starts');
  return {
    quick_check_seconds:
      typeof quick === 'number' && Number.isInteger(quick) ? quick : siteSettingsDefaults.quick_check_seconds,
    require_every_item: typeof every === 'boolean' ? every : siteSettingsDefaults.require_every_item,
    digest_time:
      typeof digestTime === 'string' && timeOfDayPattern.test(digestTime)
        ? digestTime
        : siteSettingsDefaults.digest_time,
    shift_starts: validShiftStarts(shiftStarts) ? shiftStarts : [...siteSettingsDefaults.shift_starts],
  };
}

/** `PUT api/site_settings`: saves every setting in one transaction, audited with before and after. */
export async function saveSiteSettings(
  context: AppContext,
  input: SiteSettings,
  actorId: number,
): Promise<SiteSettings> {
  return context.db.transaction(async (transaction) => {
    const before = await readSiteSettings(transaction);
    await saveSettingRows(transaction, { ...input }, actorId, context.clock.now());
    const after = await readSiteSettings(transaction);
    await recordAudit(transaction, {
      actorId,
      action: 'update',
      entity: 'site_settings',
      entityId: 'site',
      before,
      after,
    });
    return after;
  });
}
