import type { Field } from './input-fields.js';

/**
 * The spoiled values tried for each field. `invalid` cases are wrong by construction (a NUL
 * byte, 100 KB of text, a number no column holds, the wrong type, a required field left out):
 * the server must refuse them and change nothing. The other cases (emoji, right-to-left text,
 * SQL and HTML metacharacters in free text, a negative number the schema allows) may well be
 * stored; they must only never cause a 5xx.
 */
export type InputCase = { field: Field; label: string; value: unknown; invalid: boolean };

/** Marks a field to leave out of the request. */
export const leaveOut = Symbol('leave out');

const hugeText = 'x'.repeat(100_000);
const hostileTexts = [
  ['emoji and right-to-left text', '🚚 مرحبا שלום ‮gnp.exe'],
  ['SQL metacharacters', "' OR 1=1 --; DROP TABLE drivers; --"],
  ['HTML and script', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
] as const;

function textCases(field: Field): Omit<InputCase, 'field'>[] {
  const closed = field.kind === 'closed-text';
  return [
    { label: 'a NUL byte', value: 'before\u0000after', invalid: true },
    { label: '100 KB of text', value: hugeText, invalid: true },
    ...hostileTexts.map(([label, value]) => ({ label, value, invalid: closed })),
  ];
}

function numberCases(field: Field): Omit<InputCase, 'field'>[] {
  return [
    { label: 'text', value: 'twelve', invalid: true },
    { label: 'the text NaN', value: 'NaN', invalid: true },
    { label: 'the text Infinity', value: 'Infinity', invalid: true },
    { label: '1e308', value: 1e308, invalid: true },
    { label: '-1e308', value: -1e308, invalid: true },
    { label: 'a negative number', value: -1, invalid: field.nonNegative },
    ...(field.kind === 'integer'
      ? [
          { label: 'a fraction', value: 1.5, invalid: true },
          { label: 'one past the largest database integer', value: 2_147_483_648, invalid: true },
        ]
      : [{ label: 'a tiny fraction', value: 0.0000001, invalid: false }]),
  ];
}

function casesForKind(field: Field): Omit<InputCase, 'field'>[] {
  const scalarMistakes = [
    { label: 'an object', value: { nested: true }, invalid: true },
    { label: 'a list', value: ['a', 'b'], invalid: true },
  ];
  switch (field.kind) {
    case 'text':
    case 'closed-text':
      return [...scalarMistakes, ...textCases(field)];
    case 'integer':
    case 'number':
      return [...scalarMistakes, ...numberCases(field)];
    case 'boolean':
      return [
        ...scalarMistakes,
        { label: 'a word', value: 'maybe', invalid: true },
        { label: '2', value: 2, invalid: true },
      ];
    case 'array':
      return [
        { label: 'broken JSON text', value: '[1, 2', invalid: true },
        { label: 'an object', value: { nested: true }, invalid: true },
        {
          label: '10,000 items',
          value: Array.from({ length: 10_000 }, () => (field.sample as unknown[])[0] ?? 1),
          invalid: field.maxItems,
        },
      ];
    case 'object':
      return [
        { label: 'broken JSON text', value: '{"a": ', invalid: true },
        { label: 'a list', value: [1, 2], invalid: true },
        { label: 'a number', value: 42, invalid: true },
      ];
    default:
      return [
        { label: 'a NUL byte', value: 'before\u0000after', invalid: true },
        { label: '100 KB of text', value: hugeText, invalid: true },
        ...hostileTexts.map(([label, value]) => ({ label, value, invalid: false })),
      ];
  }
}

/**
 * Every case for one field. Whether a field may be left out, null or blank is the route's own
 * decision, so `refuses` (the route's schema) says whether those cases are wrong.
 */
export function casesFor(field: Field, refuses: (value: unknown) => boolean): InputCase[] {
  const presence = [
    { label: 'left out', value: leaveOut },
    { label: 'null', value: null },
    { label: 'only spaces', value: '   ' },
  ].map((entry) => ({ ...entry, invalid: refuses(entry.value) }));
  return [...presence, ...casesForKind(field)].map((entry) => ({ ...entry, field }));
}

/** The sample with one field replaced (or left out), the rest untouched. */
export function withValue(sample: Record<string, unknown>, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === leaveOut) {
    if (Array.isArray(target)) target.splice(Number(last), 1);
    else delete target[last];
  } else {
    target[last] = value;
  }
  return copy;
}

/** `expenses.gas`, `drivers_id[0]`. */
export function fieldName(path: (string | number)[]): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
}
