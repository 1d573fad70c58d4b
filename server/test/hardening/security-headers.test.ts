import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { useTestApp, type TestUser } from '../support/test-app.js';
import { buildAppWithScreens, fakeInlineScript } from './web-app.js';

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

  it('lets the screens run only their own scripts: their files, and the inline script of index.html by its hash', async () => {
    const inlineHash = createHash('sha256').update(fakeInlineScript).digest('base64');
    for (const path of ['/', '/vehicles/12']) {
      const csp = directives((await get(path, false)).headers['content-security-policy']);
      expect(csp['script-src']).toBe(`'self' 'sha256-${inlineHash}'`);
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

/**
 * A site server reached at `http://10.x.x.x:3000` has no https: a CSP that says
 * upgrade-insecure-requests makes the browser fetch every image and API call over https, and the
 * app breaks. The directive belongs only on answers to requests that came over HTTPS.
 */
describe('upgrade-insecure-requests only over HTTPS', () => {
  async function cspOf(config: Partial<Config>, headers: Record<string, string>) {
    const built = await buildApp({ ...testApp.context, config: { ...testApp.context.config, ...config } });
    try {
      const answers = await Promise.all(
        ['/api/health', '/api/me'].map((path) =>
          built.inject({ method: 'GET', url: path, headers: { ...headers, authorization: `Bearer ${admin.token}` } }),
        ),
      );
      return answers.map((answer) => directives(answer.headers['content-security-policy']));
    } finally {
      await built.close();
    }
  }

  it('leaves it out over plain HTTP (a LAN address), with the rest of the policy intact', async () => {
    for (const csp of await cspOf({}, {})) {
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
      expect(csp['default-src']).toBe("'self'");
    }
  });

  it('leaves it out when X-Forwarded-Proto comes from a proxy TRUST_PROXY does not name', async () => {
    for (const csp of await cspOf({ trustProxy: false }, { 'x-forwarded-proto': 'https' })) {
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    }
  });

  it('sends it when a trusted proxy says the request came over HTTPS', async () => {
    for (const csp of await cspOf({ trustProxy: 1 }, { 'x-forwarded-proto': 'https' })) {
      expect(csp['upgrade-insecure-requests']).toBe('');
      expect(csp['default-src']).toBe("'self'");
    }
    for (const csp of await cspOf({ trustProxy: 1 }, { 'x-forwarded-proto': 'http' })) {
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    }
  });

  it('sends it on every answer with FORCE_HTTPS=1', async () => {
    for (const csp of await cspOf({ forceHttps: true }, {})) {
      expect(csp['upgrade-insecure-requests']).toBe('');
    }
  });
});
