// Runs Vitest on the named projects and prints its "vitest: N passed, N failed" line, so every
// suite (unit, api, hardening, all) ends the same way in CI logs.
// Usage: node scripts/vitest.mjs <report-name> [--project NAME ...] [other vitest arguments]
import { spawnSync } from 'node:child_process';

const [reportName, ...vitestArguments] = process.argv.slice(2);
if (!reportName) {
  console.error('usage: node scripts/vitest.mjs <report-name> [vitest arguments]');
  process.exit(2);
}
const report = `test-results/${reportName}.json`;
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...vitestArguments],
  { stdio: 'inherit' },
);
spawnSync('node', ['scripts/test-summary.mjs', 'vitest', report], { stdio: 'inherit' });
process.exit(run.status ?? 1);
