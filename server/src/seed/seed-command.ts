import { parseArgs } from 'node:util';
import type { AppContext } from '../app-context.js';
import { ConfigError, loadConfig } from '../config.js';
import { removeDemoData } from '../features/demo-data/index.js';
import { ensureFirstAdmin } from '../features/users/index.js';
import { AppError } from '../lib/errors.js';
import { closeAppServices, openAppContext } from '../server.js';
import { defaultSeed, demoSignInLines } from './auto-seed.js';
import { progressBar } from './progress.js';
import { seedDemoData } from './seed.js';

const usage = `Usage: npm run seed -- [--scale N] [--seed VALUE] [--wipe]
       npm run seed -- --remove-demo     (or: npm run demo:remove)

Writes a demo fleet into the app's database (PGlite in DATA_DIR, or DATABASE_URL).
  --scale N      1: about 150 vehicles, 250 drivers, 3 years of history (default 1; 10 and 100 multiply it)
  --seed VALUE   the same value writes the same fleet (default "${defaultSeed}")
  --wipe         empty the fleet and every non-admin account first (admins, lookups and the audit trail stay)
  --remove-demo  remove the demo data instead: the fleet, the drivers and the demo accounts (admins,
                 other supervisors, lookups and the audit trail stay); does nothing without demo accounts
`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      seed: { type: 'string', default: defaultSeed },
      wipe: { type: 'boolean', default: false },
      'remove-demo': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const scale = Number(values.scale);
  if (values.help || !Number.isFinite(scale) || scale <= 0 || scale > 1000) {
    process.stdout.write(usage);
    process.exit(values.help ? 0 : 1);
  }
  return { scale, seed: values.seed, wipe: values.wipe, removeDemo: values['remove-demo'] };
}

async function removeDemo(context: AppContext) {
  const result = await removeDemoData(context.db, null);
  process.stdout.write(
    result.removed
      ? `Demo data removed: ${result.vehicles} vehicles, ${result.drivers} drivers, ${result.accounts} accounts.\n`
      : 'There is no demo data to remove.\n',
  );
}

async function run() {
  const { removeDemo: removeOnly, ...options } = readOptions();
  const config = loadConfig();
  const { context, database } = await openAppContext({ ...config, logLevel: 'warn' });
  try {
    if (removeOnly) return await removeDemo(context);
    const firstAdmin = await ensureFirstAdmin(context);
    const where = database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    process.stdout.write(`Seeding scale ${options.scale} (seed "${options.seed}") into ${where}\n`);
    const { counts, seconds, cpuSeconds } = await seedDemoData(context, { ...options, progress: progressBar() });
    const table = Object.entries(counts).map(
      ([name, count]) => `  ${name.padEnd(18)} ${count.toLocaleString('en-US')}`,
    );
    const lines = [`Done in ${seconds.toFixed(1)} s (CPU ${cpuSeconds.toFixed(1)} s in this process):`, ...table];
    if (firstAdmin) lines.push(`First admin created: ${firstAdmin.email} / ${firstAdmin.password}`);
    else lines.push(`Admin: ${config.adminEmail} (its password is unchanged)`);
    process.stdout.write(`${[...lines, ...demoSignInLines()].join('\n')}\n`);
  } finally {
    await closeAppServices(context);
    await database.close();
  }
}

run().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof AppError;
  process.stderr.write(`${known ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
