import { startTestProvider, testClient } from '../../server/test/support/oidc-provider.js';

/**
 * The people the journeys' identity provider knows, by the login typed on its sign-in page. Its
 * role mapping makes the newcomer a supervisor; the outsider's domain is not allowed.
 */
export const ssoIdentities = {
  newcomer: {
    email: 'sso.newcomer@e2e.test',
    email_verified: true,
    given_name: 'Nia',
    family_name: 'Newcomer',
    groups: ['fleet-supervisors'],
  },
  outsider: { email: 'outsider@elsewhere.test', email_verified: true, groups: ['fleet-supervisors'] },
};

export const ssoProviderName = 'Fleet Directory';

/**
 * A real OpenID Connect provider beside the journeys' server (its port + 100), and the settings
 * that point the server at it. Password sign-in stays on: the other journeys sign in with it.
 */
export async function startSsoProvider(appPort: number) {
  const provider = await startTestProvider({
    identities: ssoIdentities,
    redirectUris: [`http://127.0.0.1:${appPort}/api/auth/oidc/callback`],
    port: appPort + 100,
  });
  const settings = {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: testClient.clientId,
    OIDC_CLIENT_SECRET: testClient.clientSecret,
    OIDC_NAME: ssoProviderName,
    OIDC_ALLOWED_DOMAINS: 'e2e.test',
    OIDC_ROLE_CLAIM: 'groups',
    OIDC_ROLE_MAP: 'fleet-supervisors=supervisor',
  };
  return { settings, close: provider.close };
}
