/** The rows of one page, for lists the client pages itself (the server sent every row). */
export function pageOfRows<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/** How many pages `total` rows fill (an empty list still has page 1). */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
