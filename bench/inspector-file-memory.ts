/**
 * `npm run bench:inspector-file -- [--scale 10] [--port N] [--progress S]`: the server's peak memory while it streams the
 * inspector's file (issue 37) of a year of one vehicle (the one with the most checklists) and of a
 * month of the whole fleet, on the PostgreSQL bench database (seeded first if missing). The file is
 * read page by page and written as a ZIP stream, so the peak must not grow with the period.
 * Prints a Markdown table for docs/benchmarks.md.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchAdmin, prepareDatabase } from './databases.js';
import { readBenchOptions } from './options.js';
import { startAppServer, type RunningProcess } from './processes.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '10' },
    'fleet-days': { type: 'string', default: '' },
    'fleet-only': { type: 'boolean', default: false },
    port: { type: 'string', default: '4393' },
    progress: { type: 'string', default: '0' },
  },
  strict: false,
});
const scale = Number(values.scale);
/** `--fleet-days N`: the fleet's file for the last N days instead of a month (each checklist PDF takes a while). */
const fleetDays = Number(values['fleet-days'] || 0);
/** `--progress S`: a line on stderr every S seconds while a file downloads (entries, RSS, load). */
const progressSeconds = Number(values.progress);
const options = readBenchOptions([]);
const say = (text: string) => process.stdout.write(`${text}\n`);

/** The vehicle with the most checklists, and the newest checklist day (the bench's "today"). */
async function busiestVehicle(url: string): Promise<{ id: number; equipment: string; lastDay: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; equipment: string; last_day: string }>(
      `select v.id, v.equipment_number as equipment, to_char(max(c.date), 'YYYY-MM-DD') as last_day
       from checklists c join vehicles v on v.id = c.vehicle_id
       group by v.id order by count(*) desc limit 1`,
    );
    const row = rows[0]!;
    return { id: row.id, equipment: row.equipment, lastDay: row.last_day };
  } finally {
    await client.end();
  }
}

/** The same day `months` months earlier (plus one day: a period of whole months ending on `day`). */
function periodStart(day: string, months: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An entry's name as its ZIP local header writes it, in plain text before the entry's bytes. A
 * byte is required before it, so the tail kept from the chunk before (which may begin inside a
 * name) never counts that name's end as one more entry.
 */
const entryName =
  /(?<=[^\w./-])((?:[\w.-]+\/)*(?:summary|checklist-\d+|[\w-]+-photo-\d+|work-order-\d+-sheet)\.(?:pdf|jpg|png|bin))/g;

/**
 * Counts the entries written so far by their names in the stream (a name split between two chunks
 * is found in the joined tail): the ZIP is too long to hold, and a partial run still says how far it got.
 */
function entryCounter() {
  const names = new Set<string>();
  let tail = '';
  return {
    names,
    read(chunk: Uint8Array) {
      const text = tail + Buffer.from(chunk).toString('latin1');
      for (const match of text.matchAll(entryName)) names.add(match[1]!);
      tail = text.slice(-300);
    },
  };
}

const loadAverage = () => os.loadavg()[0]!.toFixed(1);

/**
 * Downloads one file at full speed, watching the server's resident memory; every `progressSeconds`
 * (when set) a line on stderr says how far it got, so a run stopped early still gives its figures.
 */
async function measure(server: RunningProcess, token: string, label: string, path: string) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  server.resetPeak();
  const idle = server.memory().rssMb;
  const started = Date.now();
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${label}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let highest = idle;
  const entries = entryCounter();
  const report = () => {
    const seconds = (Date.now() - started) / 1000;
    const checklists = [...entries.names].filter((name) => /checklist-\d+\.pdf$/.test(name)).length;
    process.stderr.write(
      `[${label}] ${seconds.toFixed(0)} s: ${entries.names.size} entries (${checklists} checklist PDFs, ` +
        `${((seconds * 1000) / Math.max(checklists, 1)).toFixed(0)} ms each), ${(bytes / 1e6).toFixed(1)} MB, ` +
        `RSS ${server.memory().rssMb.toFixed(0)} MB, peak ${Math.max(highest, server.memory().peakMb).toFixed(0)} MB, load ${loadAverage()}\n`,
    );
  };
  const progress = progressSeconds > 0 ? setInterval(report, progressSeconds * 1000) : undefined;
  try {
    for await (const chunk of response.body! as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      entries.read(chunk);
      highest = Math.max(highest, server.memory().rssMb);
    }
  } finally {
    clearInterval(progress);
  }
  const seconds = (Date.now() - started) / 1000;
  const peak = Math.max(highest, server.memory().peakMb);
  say(
    `| ${label} | ${entries.names.size} | ${(bytes / 1e6).toFixed(1)} MB | ${seconds.toFixed(1)} s | ` +
      `${((seconds * 1000) / Math.max(entries.names.size, 1)).toFixed(0)} ms | ${idle.toFixed(0)} MB | ` +
      `${peak.toFixed(0)} MB | ${(peak - idle).toFixed(0)} MB | ${loadAverage()} |`,
  );
}

async function main() {
  const database = await prepareDatabase(options, 'postgres', scale);
  const vehicle = await busiestVehicle(database.env.DATABASE_URL);
  const server = await startAppServer(database, Number(values.port));
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(benchAdmin),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const to = vehicle.lastDay;
    say(`\nScale ${scale} on PostgreSQL; periods ending ${to}.\n`);
    say('| Inspector’s file | Entries | ZIP size | Time | Per entry | Server RSS before | Peak RSS | Rise | Load |');
    say('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    if (!values['fleet-only'])
      await measure(
        server,
        data.token,
        `One vehicle (${vehicle.equipment}), a year`,
        `/api/vehicles/${vehicle.id}/inspector_file?from=${periodStart(to, 12)}&to=${to}`,
      );
    const fleetFrom = fleetDays > 0 ? daysBefore(to, fleetDays - 1) : periodStart(to, 1);
    const fleetLabel = fleetDays > 0 ? `The whole fleet, ${fleetDays} day(s)` : 'The whole fleet, a month';
    await measure(server, data.token, fleetLabel, `/api/inspector_file?from=${fleetFrom}&to=${to}`);
  } finally {
    await server.stop();
  }
}

await main();
