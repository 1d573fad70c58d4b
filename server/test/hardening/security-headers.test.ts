import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestUser } from '../support/test-app.js';
import { buildAppWithScreens } from './web-app.js';

const testApp = useTestApp();
let app: FastifyInstance;
let close: () => Promise<void>;
let admin: TestUser;

beforeAll(async () => {
  ({ app, close } = await buildAppWithScreens(testApp));
  admin = await testApp.createUser('admin');
});

afterAll(() => close());

/** One answer of each kind the server gives: screens, assets, JSON, refusals, downloads, docs. */
const answers: [what: string, path: string, signedIn: boolean][] = [
  ['the root', '/', false],
  ['a screen (deep link)', '/vehicles/12', false],
  ['index.html', '/index.html', false],
  ['a built asset', '/assets/app-1a2b3c.js', false],
  ['an API JSON answer', '/api/health', false],
  ['a signed-in API answer', '/api/me', true],
  ['a 401', '/api/drivers', false],
  ['a 404 under /api', '/api/no-such-thing', false],
  ['a CSV export', '/api/drivers/a1b2c3/export', true],
  ['the API docs page', '/api/docs/', false],
  ['the API docs assets', '/api/docs/static/index.html', false],
];

function get(path: string, signedIn: boolean): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: path,
    headers: signedIn ? { authorization: `Bearer ${admin.token}` } : {},
  });
}

/** The CSP as a map of directive to its sources. */
function directives(header: string | string[] | number | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(/\s+/);
        return [name!, sources.join(' ')];
      }),
  );
}

describe('security headers on every kind of answer', () => {
  it.each(answers)('%s (%s) forbids framing, sniffing and leaking the referrer', async (_what, path, signedIn) => {
    const response = await get(path, signedIn);
    expect(response.statusCode).toBeLessThan(500);
    const csp = directives(response.headers['content-security-policy']);
    expect(["'none'", "'self'"]).toContain(csp['frame-ancestors']);
    expect(csp['default-src']).toBeDefined();
    expect(csp['object-src']).toBe("'none'");
    expect(['DENY', 'SAMEORIGIN']).toContain(response.headers['x-frame-options']);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
      response.headers['referrer-policy'],
    );
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('lets the screens run only their own scripts', async () => {
    for (const path of ['/', '/vehicles/12']) {
      const csp = directives((await get(path, false)).headers['content-security-policy']);
      expect(csp['script-src'] ?? csp['default-src']).toBe("'self'");
      expect(csp['base-uri']).toBe("'self'");
      expect(csp['form-action']).toBe("'self'");
    }
  });

  it('says the same thing twice over framing: frame-ancestors none and X-Frame-Options DENY', async () => {
    const response = await get('/', false);
    expect(directives(response.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
