import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { webhookMessages } from '@fleet-ops/shared';

/**
 * Where a webhook may not be sent unless WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=true: an admin's URL
 * must not reach the server itself, the site's own network or a cloud's metadata service.
 * IPv6 addresses that carry an IPv4 address (below) are also checked against the IPv4 ranges.
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
  // NAT64 for a site's own use (RFC 8215): a translator on the local network, with the IPv4
  // address at a place only the site knows, so the whole prefix is refused.
  ['64:ff9b:1::', 48],
] as const) {
  refusedRanges.addSubnet(network, prefix, 'ipv6');
}

type Bytes = number[];

/** The 16 bytes of an IPv6 address as `isIP` accepts it (`::` shorthand, a dotted IPv4 tail, a zone). */
function ipv6Bytes(address: string): Bytes {
  const words = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = words(head);
  const right = tail === undefined ? [] : words(tail);
  const all = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return all.flatMap((word) => [word >> 8, word & 0xff]);
}

const last32 = (bytes: Bytes) => [bytes.slice(12)];

/**
 * IPv6 prefixes whose addresses carry an IPv4 address that a gateway, relay or the server's own
 * stack may deliver to: where it sits in the 16 bytes. Prefixes are whole bytes.
 */
const embeddings: { prefix: Bytes; ipv4: (bytes: Bytes) => Bytes[] }[] = [
  { prefix: ipv6Bytes('::ffff:0:0').slice(0, 12), ipv4: last32 }, // IPv4-mapped
  { prefix: ipv6Bytes('::').slice(0, 12), ipv4: last32 }, // IPv4-compatible (::a.b.c.d)
  { prefix: ipv6Bytes('::ffff:0:0:0').slice(0, 12), ipv4: last32 }, // IPv4-translated (SIIT)
  { prefix: ipv6Bytes('64:ff9b::').slice(0, 12), ipv4: last32 }, // NAT64 well-known prefix
  { prefix: ipv6Bytes('2002::').slice(0, 2), ipv4: (bytes) => [bytes.slice(2, 6)] }, // 6to4
  // Teredo: the server's address, and the client's with every bit flipped.
  {
    prefix: ipv6Bytes('2001::').slice(0, 4),
    ipv4: (bytes) => [bytes.slice(4, 8), bytes.slice(12).map((byte) => byte ^ 0xff)],
  },
];

/** The IPv4 addresses an IPv6 address carries, written as IPv4 (none for most addresses). */
function embeddedIpv4(address: string): string[] {
  const bytes = ipv6Bytes(address);
  return embeddings
    .filter(({ prefix }) => prefix.every((byte, index) => bytes[index] === byte))
    .flatMap(({ ipv4 }) => ipv4(bytes).map((parts) => parts.join('.')));
}

export type CheckedAddress = { address: string; family: 4 | 6 };

/** A URL whose host may not be sent to; its message is for the admin (a field message, or a delivery's error). */
export class RefusedAddress extends Error {}

export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return refusedRanges.check(address, 'ipv4');
  return (
    refusedRanges.check(address, 'ipv6') || embeddedIpv4(address).some((ipv4) => refusedRanges.check(ipv4, 'ipv4'))
  );
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
