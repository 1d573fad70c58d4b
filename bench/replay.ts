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
 * A number standing alone in text, as an id is written (`checklist:61621`, `"after":61621`, `61621`):
 * not part of a word, a decimal, a date or a time of day (`09:36:50`, `2026-11-29`), nor an
 * equipment number (`LV-1063`). A time's minute once read as an id made `09:776:50`, a 500.
 */
const standalone = (numbers: string) => new RegExp(`(?<![\\w.-]|\\d:)(?:${numbers})(?![\\w.-]|:\\d)`, 'g');
const anyNumber = standalone('\\d+');

/** The numbers a parameter holds: itself, or those standing alone in its text. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (typeof value !== 'string') return [];
  return (value.match(anyNumber) ?? []).map(Number);
}

/** For each number a recording sent, the first statement that sent it (worked out once per recording). */
const firstSent = new WeakMap<Recording, Map<number, number>>();
function firstSentIn(recording: Recording): Map<number, number> {
  let found = firstSent.get(recording);
  if (!found) {
    found = new Map();
    for (const [index, statement] of recording.statements.entries()) {
      for (const number of statement.params.flatMap(numbersIn)) if (!found.has(number)) found.set(number, index);
    }
    firstSent.set(recording, found);
  }
  return found;
}

/**
 * One more sending of a recorded request, as the app would make it now: a replayed write must be
 * a valid write, not a copy of one that is stored already. So, in the parameters of each statement:
 * - every instant the app took from its clock while it served the request (an ISO time between
 *   the recording's start and end) moves by the time since, so a meter reading's time, unique per
 *   vehicle, is new (the floor hands each replay a later `now` than the one before);
 * - an id an earlier insert of the request returned (the new checklist's, in its meter reading's
 *   `checklist:<id>`, its audit row, the reads after the commit) becomes the id this replay's insert
 *   returned, as a number or standing alone in text; unless the request had sent that number
 *   before the insert returned it (a vehicle's id or an odometer reading that happens to equal a
 *   new outbox row's id): then a later one may be either, and the one already sent is kept;
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
    const sent = firstSentIn(this.#recording);
    recorded.forEach((value, column) => {
      const before = integer(value);
      const after = integer(values[column]);
      const sentBefore = before !== undefined && (sent.get(before) ?? Infinity) <= index;
      if (before !== undefined && after !== undefined && before !== after && !sentBefore) this.#ids.set(before, after);
    });
    this.#idPattern = this.#ids.size > 0 ? standalone([...this.#ids.keys()].join('|')) : undefined;
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
