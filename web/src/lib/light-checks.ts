import type { ResponseSchema } from './wire-checks';

/**
 * A few zod-like checks without zod, for the answers the driver's first screen reads before zod
 * has downloaded (issue 20: zod and the shared schemas are about 30 kB of a weak signal). Each
 * check returns what the matching zod schema would (unknown keys dropped) or `undefined`; the
 * tests run both on the same values.
 */
export type Check<T> = (value: unknown) => T | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text: Check<string> = (value) => (typeof value === 'string' ? value : undefined);
export const flag: Check<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);
export const integer: Check<number> = (value) => (Number.isSafeInteger(value) ? (value as number) : undefined);
/** Any finite number, as zod's `z.number()`. */
export const number: Check<number> = (value) => (Number.isFinite(value) ? (value as number) : undefined);

/** A value that may be null, as zod's `.nullable()`: present, and null or passing `check`. */
export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value) => (value === null ? null : check(value));
}

export function oneOf<const Options extends readonly string[]>(options: Options): Check<Options[number]> {
  return (value) => (options.includes(value as string) ? (value as Options[number]) : undefined);
}

export function listOf<T>(item: Check<T>): Check<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const items = value.map(item);
    return items.every((checked) => checked !== undefined) ? items : undefined;
  };
}

/** Marks a check whose field may be missing, as zod's `.optional()`. */
const mayBeMissing = new WeakSet<Check<unknown>>();

/** A field that may be missing (`shape` leaves it out then); when given, it must pass `check`. */
export function optional<T>(check: Check<T>): Check<T | undefined> {
  const checkOptional: Check<T | undefined> = (value) => check(value);
  mayBeMissing.add(checkOptional);
  return checkOptional;
}

export function shape<T extends Record<string, unknown>>(fields: { [Key in keyof T]: Check<T[Key]> }): Check<T> {
  return (value) => {
    if (!isRecord(value)) return undefined;
    const checked: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(fields) as [string, Check<unknown>][]) {
      if (value[key] === undefined && mayBeMissing.has(check)) continue;
      const field = check(value[key]);
      if (field === undefined) return undefined;
      checked[key] = field;
    }
    return checked as T;
  };
}

/** `dataResponse(schema)` for the API client: `{ data, message }`. */
export function dataAnswer<T>(data: Check<T>): ResponseSchema<{ data: T; message: string }> {
  const answer = shape<{ data: T; message: string }>({ data, message: text });
  return {
    safeParse(value) {
      const checked = answer(value);
      return checked ? { success: true, data: checked } : { success: false };
    },
  };
}
