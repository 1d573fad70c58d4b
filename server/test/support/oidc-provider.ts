import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says about one person, by the login typed on its sign-in page. */
export type TestIdentity = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
};

export const testClient = { clientId: 'fleet-ops', clientSecret: 'fleet-ops-test-secret' };

/**
 * A real OpenID Connect provider (oidc-provider, with its development sign-in and consent pages:
 * any password is accepted for a known login) on 127.0.0.1 and `port` (0: a free one). Its ID
 * tokens carry only the subject, so the app reads email and groups from userinfo, as with
 * several real providers. Signing keys are made at start.
 */
export async function startTestProvider(options: {
  identities: Record<string, TestIdentity>;
  redirectUris: string[];
  port?: number;
}) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      { client_id: testClient.clientId, client_secret: testClient.clientSecret, redirect_uris: options.redirectUris },
    ],
    claims: {
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'groups'],
    },
    findAccount: (_context, id) => {
      const identity = options.identities[id];
      return identity && { accountId: id, claims: () => ({ sub: id, ...identity }) };
    },
    pkce: { required: () => true },
    cookies: { keys: ['fleet-ops-test-provider'] },
    ttl: { AccessToken: 600, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
