// Prints one "runner: N passed, N failed" line from a runner's JSON report, so a run that executed
// no test stands out in CI logs. Usage: node scripts/test-summary.mjs <vitest|playwright> <report.json>
import fs from 'node:fs';

const [runner, reportPath] = process.argv.slice(2);
if (!runner || !reportPath) {
  console.error('usage: node scripts/test-summary.mjs <vitest|playwright> <report.json>');
  process.exit(2);
}
if (!fs.existsSync(reportPath)) {
  console.log(`${runner}: 0 passed, 0 failed`);
  console.error(`${runner}: no report at ${reportPath}; the runner did not finish`);
  process.exit(0);
}
const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
let passed;
let failed;
let skipped;
let flaky = 0;
if (runner === 'vitest') {
  passed = report.numPassedTests;
  failed = report.numFailedTests;
  skipped = report.numPendingTests + report.numTodoTests;
} else {
  passed = report.stats.expected;
  failed = report.stats.unexpected;
  skipped = report.stats.skipped;
  // Passed on a retry (playwright.config.ts): counted apart so a shaky journey stays visible.
  flaky = report.stats.flaky;
}
const extras = [skipped ? `${skipped} skipped` : '', flaky ? `${flaky} flaky (passed on retry)` : ''].filter(Boolean);
console.log([`${runner}: ${passed} passed, ${failed} failed`, ...extras].join(', '));
