/** Today as YYYY-MM-DD in the browser's time, and the same day `months` months before. */
export function lastMonths(months: number, now = new Date()): { from: string; to: string } {
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const start = new Date(now.getFullYear(), now.getMonth() - months, now.getDate());
  return { from: day(start), to: day(now) };
}
