/** One template per run (by process id), so two suites on the same server never drop each other's. */
export const templateDatabaseName = `fleet_ops_test_template_${process.pid}`;

export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
