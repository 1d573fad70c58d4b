import { vi, type Mock } from 'vitest';

export type StubRoute = { method: string; path: string; status?: number; body: unknown };

/** Answers fetches by method and path (query ignored); anything unexpected fails the test loudly. */
export function stubApi(routes: StubRoute[]): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input).split('?')[0];
    const method = init?.method ?? 'GET';
    const route = routes.find((candidate) => candidate.method === method && candidate.path === url);
    if (!route) return new Response(JSON.stringify({ message: `No stub for ${method} ${url}` }), { status: 599 });
    return new Response(JSON.stringify(route.body), { status: route.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A server list answer holding `rows` on its only page (the shared paging fields). */
export function onePage<Row>(rows: Row[]) {
  return { data: rows, message: 'OK', total: rows.length, per_page: 50, current_page: 1, last_page: 1 };
}

/** One answer of a stubbed fetch, for tests that answer call by call (`mockResolvedValueOnce`). */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

/** The `name` header of every request `fetchMock` was given, in order (null where it had none). */
export function sentHeaders(fetchMock: Mock<typeof fetch>, name: string): (string | null)[] {
  return fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(name));
}

/**
 * The address of the last request whose address holds `part`: a screen may still be loading
 * something else (its column options) when a button's own request goes, so the very last call is
 * not always the one a test is about.
 */
export function lastCallTo(fetchMock: Mock<typeof fetch>, part: string): string {
  const urls = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes(part));
  if (urls.length === 0) throw new Error(`No request to an address holding ${part}`);
  return urls.at(-1)!;
}
