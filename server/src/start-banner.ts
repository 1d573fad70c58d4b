import os from 'node:os';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

/**
 * The addresses a person can open. A server listening on every interface (0.0.0.0, the default)
 * is reached at localhost from this machine and at each LAN IPv4 address from a phone on the
 * site's network; one bound to a single address only there.
 */
export function reachableUrls(host: string, port: number, interfaces: Interfaces = os.networkInterfaces()): string[] {
  if (host !== '0.0.0.0' && host !== '::' && host !== '') {
    return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  }
  const lan = Object.values(interfaces)
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => address.family === 'IPv4' && !address.internal)
    .map((address) => `http://${address.address}:${port}`);
  return [`http://localhost:${port}`, ...lan];
}

/**
 * What the terminal shows once the server listens: where to open it, its database, its docs and
 * the business time zone, which every due date and checklist time is read in (a site outside
 * Newfoundland time sets BUSINESS_TZ).
 */
export function startBanner(options: {
  urls: string[];
  appUrl: string;
  database: string;
  timeZone: string;
  extra: string[];
}): string[] {
  const [local = options.appUrl, ...network] = options.urls;
  return [
    'Fleet Ops is running.',
    `  Open:      ${local}`,
    ...network.map((url) => `  Network:   ${url}`),
    ...(options.urls.includes(options.appUrl) ? [] : [`  In emails: ${options.appUrl} (APP_URL)`]),
    `  API docs:  ${local}/api/docs`,
    `  Database:  ${options.database}`,
    `  Time zone: ${options.timeZone} (set BUSINESS_TZ for a site elsewhere)`,
    ...options.extra,
  ];
}
