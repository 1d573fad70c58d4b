/**
 * `npm run bench:redis-down -- [--requests 40]`: the calls the rate limit and the sign-in
 * throttle guard, on the real server with REDIS_URL, one after the other, with Redis up and then
 * killed (issue 31: a sign-in took 16-30 s with Redis down). Its own redis-server on a free port
 * and its own PostgreSQL database `fleet_bench_redis_down` (dropped after). Prints a Markdown
 * table for docs/benchmarks.md.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../server/test/hardening/crash-server.js';
import { startRedisServer } from '../server/test/hardening/redis-server.js';
import { withDatabaseName } from '../server/test/support/database-names.js';
import { benchAdmin } from './databases.js';
import { percentile } from './load.js';
import { readBenchOptions } from './options.js';
import { startAppServer } from './processes.js';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '40' } }, strict: false });
const requests = Number(values.requests);
const say = (text: string) => process.stdout.write(`${text}\n`);
const databaseName = 'fleet_bench_redis_down';
const adminUrl = readBenchOptions([]).postgresUrl;

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}

type Call = { name: string; path: string; status: number; body: () => object };
const someEmail = () => `guess-${randomInt(1e9)}@fleet.test`;
const calls: Call[] = [
  { name: 'sign-in', path: '/api/login', status: 200, body: () => benchAdmin },
  // A new email each time, so the per-account throttle (10 failures) never answers instead.
  { name: 'wrong password', path: '/api/login', status: 422, body: () => ({ email: someEmail(), password: 'x' }) },
  { name: 'forgot password', path: '/api/forget-password', status: 200, body: () => ({ email: someEmail() }) },
];

/** Each call `requests` times, interleaved: milliseconds per call name. */
async function measure(baseUrl: string): Promise<Map<string, number[]>> {
  const times = new Map(calls.map((call) => [call.name, [] as number[]]));
  for (let round = 0; round < requests; round += 1) {
    for (const call of calls) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${call.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(call.body()),
      });
      await response.arrayBuffer();
      if (response.status !== call.status) throw new Error(`${call.name}: ${response.status}, not ${call.status}`);
      times.get(call.name)!.push(performance.now() - started);
    }
  }
  return times;
}

const figure = (times: number[], share: number) =>
  percentile(
    [...times].sort((a, b) => a - b),
    share,
  ).toFixed(1);

await onServer(`drop database if exists ${databaseName} with (force)`);
await onServer(`create database ${databaseName}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-bench-redis-'));
const redis = await startRedisServer(await freePort());
const server = await startAppServer(
  {
    engine: 'postgres',
    scale: 0,
    env: { DATABASE_URL: withDatabaseName(adminUrl, databaseName), DATA_DIR: dataDir },
    seed: { reused: false },
  },
  await freePort(),
  { env: { REDIS_URL: redis.url, ADMIN_PASSWORD: benchAdmin.password } },
);
try {
  const load = () => os.loadavg()[0]!.toFixed(1);
  const upLoad = load();
  const up = await measure(server.url);
  await redis.kill();
  const downLoad = load();
  const down = await measure(server.url);
  say(`${new Date().toISOString()}, ${requests} of each, one at a time; load average ${upLoad} / ${downLoad}\n`);
  say('| Call | Redis up p50 | Redis up p95 | Redis down p50 | Redis down p95 | Redis down max |');
  say('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { name } of calls) {
    const [upTimes, downTimes] = [up.get(name)!, down.get(name)!];
    say(
      `| ${name} | ${figure(upTimes, 0.5)} | ${figure(upTimes, 0.95)} | ${figure(downTimes, 0.5)} | ` +
        `${figure(downTimes, 0.95)} | ${figure(downTimes, 1)} |`,
    );
  }
} finally {
  await server.stop();
  await redis.stop();
  await onServer(`drop database if exists ${databaseName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
