import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClock, type Clock } from '../../server/src/lib/clock.js';

/** The file holding how far (ms) the journeys' server runs ahead of real time, one per port. */
export function clockFile(port: string | number): string {
  return path.join(os.tmpdir(), `fleet-ops-e2e-clock-${port}`);
}

/**
 * The server's clock, real time plus the offset in the clock file (read at most every 100 ms, so
 * a busy page does not read a file per call). No file: real time.
 */
export function movableClock(timeZone: string, port: string | number): Clock {
  const file = clockFile(port);
  fs.rmSync(file, { force: true });
  let offset = 0;
  let readAt = 0;
  return createClock(timeZone, () => {
    const now = Date.now();
    if (now - readAt > 100) {
      readAt = now;
      try {
        offset = Number(fs.readFileSync(file, 'utf8')) || 0;
      } catch {
        offset = 0;
      }
    }
    return new Date(now + offset);
  });
}

/** Moves the journeys' server clock `ms` ahead of real time (0: back to real time), for the next request on. */
export async function moveServerClock(ms: number) {
  fs.writeFileSync(clockFile(process.env.E2E_PORT ?? '4310'), String(ms));
  // The server reads the file at most every 100 ms.
  await new Promise((resolve) => setTimeout(resolve, 250));
}
