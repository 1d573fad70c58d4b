/** The part of oidc-provider's API the tests use (the package ships no types). */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = { accountId: string; claims: () => Record<string, unknown> };

  type Configuration = {
    clients: { client_id: string; client_secret: string; redirect_uris: string[] }[];
    claims: Record<string, string[]>;
    findAccount: (context: unknown, id: string) => Account | undefined;
    pkce: { required: () => boolean };
    cookies: { keys: string[] };
    ttl: Record<string, number>;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
