import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { webhookMessages } from '@fleet-ops/shared';

/**
 * Where a webhook may not be sent unless WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=true: an admin's URL
 * must not reach the server itself, the site's own network or a cloud's metadata service.
 * IPv4-mapped IPv6 addresses (::ffff:10.0.0.5) are checked against the IPv4 ranges.
 */
const refusedRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  refusedRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  refusedRanges.addSubnet(network, prefix, 'ipv6');
}

export type CheckedAddress = { address: string; family: 4 | 6 };

/** A URL whose host may not be sent to; its message is for the admin (a field message, or a delivery's error). */
export class RefusedAddress extends Error {}

export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  return family === 0 || refusedRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

async function resolveHost(hostname: string): Promise<CheckedAddress[]> {
  // URL keeps an IPv6 literal in brackets.
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  if (family !== 0) return [{ address: host, family: family as 4 | 6 }];
  try {
    const found = await lookup(host, { all: true, verbatim: true });
    return found.map((entry) => ({ address: entry.address, family: entry.family as 4 | 6 }));
  } catch {
    throw new RefusedAddress(webhookMessages.hostNotFound);
  }
}

/**
 * The address to connect to for a webhook URL, at registration and again before each attempt (a
 * name may point elsewhere by then). Every address the name resolves to must be allowed, and the
 * sender connects to the one returned here, so a second lookup cannot swap in another.
 */
export async function checkWebhookAddress(url: URL, allowPrivate: boolean): Promise<CheckedAddress> {
  const addresses = await resolveHost(url.hostname);
  if (!allowPrivate && addresses.some((entry) => isRefusedAddress(entry.address))) {
    throw new RefusedAddress(webhookMessages.addressPrivate);
  }
  const [first] = addresses;
  if (!first) throw new RefusedAddress(webhookMessages.hostNotFound);
  return first;
}
