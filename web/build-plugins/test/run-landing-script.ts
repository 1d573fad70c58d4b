import { Script } from 'node:vm';

type Element = { tag: string; rel?: string; href?: string; src?: string };

/**
 * What a landing script does in a page at `address` for the stored user: the files it adds and
 * the number formats it makes (in order), the calls it makes.
 */
export function runLandingScript(script: string, address: string, stored: Record<string, string> = {}) {
  const added: string[] = [];
  const asked: string[] = [];
  const url = new URL(address, 'https://fleet.example');
  const addTo = (element: Element) =>
    added.push(element.tag === 'script' ? `script ${element.src}` : `${element.rel} ${element.href}`);
  const page = {
    document: {
      readyState: 'interactive',
      head: { appendChild: addTo },
      body: { appendChild: addTo },
      createElement: (tag: string) => ({ tag, setAttribute: () => undefined }),
      addEventListener: () => undefined,
    },
    location: { pathname: url.pathname, search: url.search },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    navigator: { languages: ['fr-CA', 'en-CA'] },
    fetch: (call: string) => {
      asked.push(call);
      return Promise.resolve({ ok: false });
    },
    URLSearchParams,
    setTimeout: (run: () => void) => run(),
    Intl: {
      NumberFormat: class {
        constructor(locale: string) {
          added.push(`number format ${locale}`);
        }
        format = () => '';
      },
    },
  };
  new Script(script).runInNewContext({ ...page, window: page });
  return { added, asked };
}
