import { randomBytes } from 'node:crypto';
import type { Recording } from './sql-capture.js';

const tokenHash = /^[0-9a-f]{64}$/;
const isoInstant = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g;

/** An id a replay's insert returned in place of the recorded one. */
const integer = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
};

/**
 * One more sending of a recorded request, as the app would make it now: a replayed write must be
 * a valid write, not a copy of one that is stored already. So, in the parameters of each statement:
 * - every instant the app took from its clock while it served the request (an ISO time between
 *   the recording's start and end) moves by the time since, so a meter reading's time, unique per
 *   vehicle, is new (the floor hands each replay a later `now` than the one before);
 * - an id an earlier insert of the request returned (the new checklist's, in its meter reading's
 *   `checklist:<id>`, its audit row, the reads after the commit) becomes the id this replay's insert
 *   returned, as a number or inside text;
 * - a sign-in's token hash (64 hex) is a new one: each sign-in stores a session of its own.
 */
export class Replay {
  readonly #recording: Recording;
  readonly #shift: number;
  readonly #token: string | undefined;
  readonly #ids = new Map<number, number>();
  #idPattern: RegExp | undefined;

  constructor(recording: Recording, now: number, { freshToken = false } = {}) {
    this.#recording = recording;
    this.#shift = now - recording.startedAt;
    this.#token = freshToken ? randomBytes(32).toString('hex') : undefined;
  }

  /** The parameters to send for statement `index`. */
  params(index: number): unknown[] {
    return this.#recording.statements[index]!.params.map((value) => this.#fresh(value));
  }

  /** Statement `index` answered `rows`: an insert's new ids replace the recorded ones from now on. */
  answered(index: number, rows: unknown[]): void {
    const recorded = this.#recording.statements[index]!.returned;
    const [row] = rows;
    if (!recorded || !row || typeof row !== 'object') return;
    const values = Object.values(row);
    recorded.forEach((value, column) => {
      const before = integer(value);
      const after = integer(values[column]);
      if (before !== undefined && after !== undefined && before !== after) this.#ids.set(before, after);
    });
    this.#idPattern =
      this.#ids.size > 0 ? new RegExp(`(?<![\\w.])(${[...this.#ids.keys()].join('|')})(?![\\w.])`, 'g') : undefined;
  }

  #fresh(value: unknown): unknown {
    if (typeof value === 'number') return this.#ids.get(value) ?? value;
    if (typeof value !== 'string') return value;
    if (this.#token && tokenHash.test(value)) return this.#token;
    const { startedAt, endedAt } = this.#recording;
    let text = value.replace(isoInstant, (instant) => {
      const time = Date.parse(instant);
      return time >= startedAt && time <= endedAt ? new Date(time + this.#shift).toISOString() : instant;
    });
    if (this.#idPattern) text = text.replace(this.#idPattern, (id) => String(this.#ids.get(Number(id))));
    return text;
  }
}

/**
 * Instants for replays, each later than the one before even within one millisecond, so that two
 * replays of the same request never make the same "now".
 */
export function laterEachTime(clock: () => number = Date.now): () => number {
  let last = 0;
  return () => (last = Math.max(clock(), last + 1));
}
