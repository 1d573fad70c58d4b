import { z } from 'zod';

/**
 * What the bad-input suite knows about one field of a body or query: read from the route's zod
 * schema (as JSON Schema, input side first, output side where a preprocess hides the type) and,
 * where the schema says nothing, from the field's value in the route's valid sample.
 */
export type FieldKind = 'text' | 'closed-text' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'unknown';

export type Field = {
  /** `["expenses", "gas"]`, `["drivers_id", 0]`. */
  path: (string | number)[];
  kind: FieldKind;
  /** The schema refuses negative numbers. */
  nonNegative: boolean;
  /** The schema caps the number of items. */
  maxItems: boolean;
  sample: unknown;
};

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  required?: string[];
};

/** The route schema as JSON Schema; `{}` when zod cannot express it. */
export function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema {
  if (!schema) return {};
  try {
    return z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Texts whose shape the server checks (dates, times, emails, colours): hostile text is wrong for them. */
const shapedText = /^(\d{4}-\d{2}(-\d{2})?([ T]\d{2}:\d{2}(:\d{2})?)?|\d{2}:\d{2}|[^@\s]+@[^@\s]+|#[0-9a-f]{6})$/i;

function withoutNull(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return withoutNull(branches.find((branch) => branch.type !== 'null'));
  if (Array.isArray(schema.type)) return { ...schema, type: schema.type.find((type) => type !== 'null') };
  return schema;
}

function kindOfSchema(raw: JsonSchema | undefined): FieldKind | undefined {
  const schema = withoutNull(raw);
  if (!schema) return undefined;
  if (schema.enum || schema.const !== undefined) return 'closed-text';
  switch (schema.type) {
    case 'string':
      return schema.pattern || schema.format ? 'closed-text' : 'text';
    case 'integer':
    case 'number':
    case 'boolean':
    case 'array':
    case 'object':
      return schema.type;
    default:
      return undefined;
  }
}

function kindOfValue(value: unknown): FieldKind {
  // A whole number in a sample may still be money: only the schema can say "integer".
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return shapedText.test(value) ? 'closed-text' : 'text';
  if (Array.isArray(value)) return 'array';
  if (value && typeof value === 'object') return 'object';
  return 'unknown';
}

function nonNegative(...schemas: (JsonSchema | undefined)[]): boolean {
  return schemas.some((raw) => {
    const schema = withoutNull(raw);
    return (schema?.minimum ?? -1) >= 0 || (schema?.exclusiveMinimum ?? -1) >= 0;
  });
}

function describeField(
  path: (string | number)[],
  input: JsonSchema | undefined,
  output: JsonSchema | undefined,
  sample: unknown,
): Field {
  let kind = kindOfSchema(input) ?? kindOfSchema(output) ?? kindOfValue(sample);
  // A free-text schema whose sample is a date, an email or a colour is checked by a refinement.
  if (kind === 'text' && typeof sample === 'string' && shapedText.test(sample)) kind = 'closed-text';
  return {
    path,
    kind,
    nonNegative: nonNegative(input, output),
    maxItems: withoutNull(input)?.maxItems !== undefined || withoutNull(output)?.maxItems !== undefined,
    sample,
  };
}

/**
 * Every field of an object schema, and one level inside objects and lists (the first item of a
 * list, each property of an object, the first entry of a record).
 */
export function fieldsOf(
  input: JsonSchema,
  output: JsonSchema,
  sample: Record<string, unknown>,
  path: (string | number)[] = [],
  depth = 0,
): Field[] {
  const names = new Set([
    ...Object.keys(input.properties ?? {}),
    ...Object.keys(output.properties ?? {}),
    ...Object.keys(sample),
  ]);
  const fields: Field[] = [];
  for (const name of names) {
    const inputProperty = input.properties?.[name];
    const outputProperty = output.properties?.[name];
    const value = sample[name];
    const field = describeField([...path, name], inputProperty, outputProperty, value);
    if (field.kind === 'unknown' && value === undefined && !inputProperty?.type && !outputProperty?.type) {
      // Accepted and ignored by the route (a looseObject's `unknown` field): nothing to spoil.
      continue;
    }
    fields.push(field);
    if (depth > 0) continue;
    fields.push(...innerFields(field, withoutNull(inputProperty) ?? {}, withoutNull(outputProperty) ?? {}, depth));
  }
  return fields;
}

function innerFields(field: Field, input: JsonSchema, output: JsonSchema, depth: number): Field[] {
  const value = field.sample;
  if (Array.isArray(value) && value.length > 0) {
    const first: unknown = value[0];
    if (first && typeof first === 'object' && !Array.isArray(first)) {
      return fieldsOf(
        input.items ?? {},
        output.items ?? {},
        first as Record<string, unknown>,
        [...field.path, 0],
        depth + 1,
      );
    }
    return [describeField([...field.path, 0], input.items, output.items, first)];
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if (input.properties || output.properties) return fieldsOf(input, output, record, field.path, depth + 1);
    const [firstKey] = Object.keys(record);
    if (firstKey === undefined) return [];
    const entry = (schema: JsonSchema) =>
      typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    return [describeField([...field.path, firstKey], entry(input), entry(output), record[firstKey])];
  }
  return [];
}

/** A valid-looking value for a required field of a route that has no sample. */
function madeUpValue(name: string, schema: JsonSchema | undefined): unknown {
  const plain = withoutNull(schema);
  if (plain?.enum) return plain.enum[0];
  if (plain?.const !== undefined) return plain.const;
  if (/date/i.test(name)) return '2026-11-15';
  switch (plain?.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'sample';
  }
}

/** A body or query for a route without a sample: its required fields with plausible values. */
export function madeUpSample(input: JsonSchema): Record<string, unknown> {
  return Object.fromEntries((input.required ?? []).map((name) => [name, madeUpValue(name, input.properties?.[name])]));
}
