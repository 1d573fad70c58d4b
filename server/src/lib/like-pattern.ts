/**
 * The ILIKE pattern for "contains `text`", with the text's own `%`, `_` and `\` taken literally:
 * a search for "50%" finds "50%", not every row. PostgreSQL's default escape character is `\`.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
