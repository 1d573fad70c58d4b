/**
 * `npm run bench:pairs -- [--engines pglite] [--only "vehicles page 1,..."]`: whether the floor
 * really is a floor, measured so that the machine's load cannot decide it. For each endpoint at
 * scale 1, one request to the app, then the same to the floor, 200 times (after 20 pairs to warm
 * up), one at a time: a change in the machine's load hits both sides of a pair alike. Prints each
 * side's median time and in how many pairs the floor answered first. Writes are sent too; each
 * floor replay is a new write (`replay.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { floorDatabase, prepareDatabase } from './databases.js';
import { percentile } from './load.js';
import { readBenchOptions } from './options.js';
import { capturePlan, type BenchRequest } from './plan.js';
import { startAppServer, startFloorServer } from './processes.js';
import { loadAverage } from './report.js';

const pairs = 200;
const warmupPairs = 20;

async function timed(url: string, init: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const appInit = (request: BenchRequest, token: string | undefined): RequestInit => ({
  method: request.method,
  body: request.body,
  headers: {
    accept: 'application/json',
    ...(request.body ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
});

async function main() {
  const options = readBenchOptions();
  for (const engine of options.engines) {
    const database = await prepareDatabase(options, engine, 1);
    const plan = await capturePlan(database, options.only);
    const planFile = path.join(options.resultsDir, `plan-pairs-${engine}.json`);
    fs.mkdirSync(path.dirname(planFile), { recursive: true });
    fs.writeFileSync(planFile, JSON.stringify(plan));
    const copy = floorDatabase(database);
    const [app, floor] = await Promise.all([
      startAppServer(database, options.port),
      startFloorServer(copy.database, planFile, options.floorPort),
    ]);
    process.stdout.write(`\n== ${engine}, scale 1, ${pairs} pairs per endpoint, load ${loadAverage()}\n`);
    try {
      for (const [index, endpoint] of plan.endpoints.entries()) {
        if (endpoint.skipped) continue;
        const token = endpoint.kind === 'sign-in' ? undefined : plan.token;
        const times = { app: [] as number[], floor: [] as number[] };
        let floorFirst = 0;
        for (let pair = 0; pair < warmupPairs + pairs; pair += 1) {
          const variant = pair % endpoint.requests.length;
          const appTime = await timed(
            `${app.url}${endpoint.requests[variant]!.path}`,
            appInit(endpoint.requests[variant]!, token),
          );
          const floorTime = await timed(`${floor.url}/floor/${index}?v=${variant}`, {});
          if (pair < warmupPairs) continue;
          times.app.push(appTime);
          times.floor.push(floorTime);
          if (floorTime < appTime) floorFirst += 1;
        }
        const median = (list: number[]) =>
          percentile(
            [...list].sort((a, b) => a - b),
            0.5,
          ).toFixed(1);
        process.stdout.write(
          `  ${endpoint.name.padEnd(30)} app ${median(times.app).padStart(6)} ms  floor ${median(times.floor).padStart(6)} ms  floor first in ${floorFirst}/${pairs}\n`,
        );
      }
    } finally {
      await Promise.all([app.stop(), floor.stop()]);
      copy.remove();
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
