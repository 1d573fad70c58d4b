import type { z } from 'zod';

/**
 * Finds the date fields of a route from its own schema, so every date field of every route
 * (and of routes added later) is tried without a list to keep: a top-level field is a date field
 * when its schema takes a real date there, in one of the shapes below, and refuses a day that
 * does not exist in the same shape. Free text (a search, a phone number, a password also take
 * "2026-11-18"), ids, enums and times are left out by that rule.
 */
const shapes = [
  { inside: '2026-11-18', impossible: '2026-02-30', early: '1900-01-01', late: '9999-12-31' },
  {
    inside: '2026-11-18 08:00:00',
    impossible: '2026-02-30 08:00:00',
    early: '1900-01-01 08:00:00',
    late: '9999-12-31 08:00:00',
  },
  { inside: '2026-11', impossible: '2026-13', early: '1900-01', late: '9999-12' },
] as const;

export type DateField = { name: string; early: string; late: string };

/** Whether the schema has an issue with this one field when it holds `value` (other fields as sampled). */
function refusesField(schema: z.ZodType, sample: Record<string, unknown>, name: string, value: unknown): boolean {
  try {
    const result = schema.safeParse({ ...sample, [name]: value });
    return !result.success && result.error.issues.some((issue) => issue.path[0] === name);
  } catch {
    return true;
  }
}

function topLevelNames(schema: z.ZodType, sample: Record<string, unknown>): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
  return [...new Set([...Object.keys(shape), ...Object.keys(sample)])];
}

/** The date fields of a body or query schema, each with an out-of-bounds value before and after, in its shape. */
export function dateFieldsOf(schema: unknown, sample: Record<string, unknown>): DateField[] {
  if (!schema) return [];
  const zod = schema as z.ZodType;
  const fields: DateField[] = [];
  for (const name of topLevelNames(zod, sample)) {
    const shape = shapes.find(
      (candidate) =>
        !refusesField(zod, sample, name, candidate.inside) && refusesField(zod, sample, name, candidate.impossible),
    );
    if (shape) fields.push({ name, early: shape.early, late: shape.late });
  }
  return fields;
}
