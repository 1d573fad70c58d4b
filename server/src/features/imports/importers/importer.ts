import type { AppContext } from '../../../app-context.js';
import type { FieldErrors } from '../../../lib/errors.js';

export type RowValues = Record<string, string>;

/** One row made ready: the saved record its key names (null: a new one), and the form's input or its errors. */
export type PreparedRow<Input> = { existingId: number | null; input?: Input; errors: FieldErrors };

/**
 * What an import kind does with its rows. `prepare` checks every row with the shared schema of
 * the feature's own form and finds the saved records the keys name, in a few queries whatever the
 * row count; `save` writes one row through the feature's own service, so an import follows every
 * rule (and writes every audit entry) a form save does.
 */
export type Importer<Input> = {
  prepare(context: AppContext, rows: RowValues[]): Promise<PreparedRow<Input>[]>;
  save(context: AppContext, row: { existingId: number | null; input: Input }, actorId: number): Promise<void>;
  /** The order rows are saved in, when it matters (meter readings: by time, as the dry run checked them). */
  order?(first: Input, second: Input): number;
  /**
   * The keys a row holds as the kind reads them, when that is not its key columns as written (a
   * meter reading's time written two ways is one reading): two rows holding one are the same key twice.
   */
  keys?(values: RowValues): string[];
};

type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** A failed parse's messages by column: `rename` maps a form field to the file column that feeds it. */
export function issueErrors(error: Issues, rename: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = String(issue.path[0] ?? 'row');
    const messages = (errors[rename[path] ?? path] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** The parse's input or its errors, with the errors found before it (an unknown vehicle...) kept first. */
export function preparedRow<Input>(
  existingId: number | null,
  parsed: { success: true; data: Input } | ({ success: false } & { error: Issues }),
  found: FieldErrors = {},
  rename: Record<string, string> = {},
): PreparedRow<Input> {
  if (parsed.success && Object.keys(found).length === 0) return { existingId, input: parsed.data, errors: {} };
  return { existingId, errors: { ...(parsed.success ? {} : issueErrors(parsed.error, rename)), ...found } };
}
