import type { AppContext } from '../app-context.js';
import { progressBar } from './progress.js';
import { seedDemoData, type SeedSummary } from './seed.js';
import { demoAccounts } from './sizes.js';
import { fleetIsEmpty } from './wipe.js';

/** The seed value of the fleet a first start loads; `npm run seed` uses it too unless told otherwise. */
export const defaultSeed = 'fleet-ops';

/**
 * On the first start of a brand-new embedded database, loads the scale 1 demo fleet so a new
 * user sees a living app. Never with DATABASE_URL (a real server's data is not ours to fill),
 * never with SEED_DEMO=0 (the browser tests and the benchmark), never under NODE_ENV=production
 * unless SEED_DEMO=1 (its people share a published password; `config.seedDemo` decides), never
 * once anything exists. Admins see a banner and can remove it (`seed/demo-data.ts`).
 */
export async function seedOnFirstStart(
  context: AppContext,
  state: { engine: 'pglite' | 'postgres'; brandNew: boolean },
): Promise<SeedSummary | undefined> {
  const { config } = context;
  if (!config.seedDemo || config.databaseUrl || state.engine !== 'pglite' || !state.brandNew) return undefined;
  if (!(await fleetIsEmpty(context.db))) return undefined;
  process.stderr.write('Loading the demo fleet (scale 1) into the new database; SEED_DEMO=0 skips this.\n');
  return seedDemoData(context, { scale: 1, seed: defaultSeed, progress: progressBar() });
}

/** How to sign in as the demo people, for the start-up banner and the seed command. */
export function demoSignInLines(): string[] {
  return [
    `Demo supervisor: ${demoAccounts.supervisor.email} / ${demoAccounts.password}`,
    `Demo driver: ${demoAccounts.driver.email} / ${demoAccounts.password} (every seeded person uses this password)`,
  ];
}
