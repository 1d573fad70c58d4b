// Runs lanes of npm scripts at the same time, each lane's scripts one after the other, and prints
// each script's output whole once it ends, so two logs never interleave. `npm test` runs the
// typecheck (then the build) beside the lint: tsc and ESLint each keep one core busy, so on the
// two-core machine the pair takes about as long as the longer of them instead of their sum
// (docs/CONTRIBUTING.md, "Where the test time goes"). Exits non-zero when any script failed; a
// lane stops at its first failure, the other lanes finish.
// Usage: node scripts/side-by-side.mjs <script>[+<script>...] [<script>[+<script>...] ...]
import { spawn } from 'node:child_process';

const lanes = process.argv.slice(2).map((lane) => lane.split('+'));
if (lanes.length === 0 || lanes.some((lane) => lane.some((name) => !name))) {
  console.error('usage: node scripts/side-by-side.mjs <script>[+<script>...] [<script>[+<script>...] ...]');
  process.exit(2);
}

/** One npm script, its output kept until it ends (colours kept when this run prints to a terminal). */
function runScript(name) {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((performance.now() - startedAt) / 1000);
      const passed = code === 0;
      process.stdout.write(`== ${name}: ${passed ? 'done' : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(passed);
    });
  });
}

async function runLane(names) {
  for (const name of names) {
    if (!(await runScript(name))) return false;
  }
  return true;
}

const results = await Promise.all(lanes.map(runLane));
process.exit(results.every(Boolean) ? 0 : 1);
