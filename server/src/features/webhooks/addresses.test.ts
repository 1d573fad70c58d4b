import { describe, expect, it, vi } from 'vitest';
import { checkWebhookAddress, isRefusedAddress, RefusedAddress } from './addresses.js';

const lookup = vi.hoisted(() => vi.fn());
vi.mock('node:dns/promises', () => ({ lookup }));

describe('the addresses a webhook may not reach', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.5',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '203.0.113.10', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isRefusedAddress(address)).toBe(false);
    },
  );
});

describe('IPv6 addresses that carry an IPv4 address', () => {
  it.each([
    ['64:ff9b::7f00:1', 'NAT64, the well-known prefix, 127.0.0.1'],
    ['64:ff9b::127.0.0.1', 'NAT64 written with a dotted tail, 127.0.0.1'],
    ['64:ff9b::a9fe:a9fe', 'NAT64, 169.254.169.254 (cloud metadata)'],
    ['64:ff9b:1::7f00:1', 'NAT64 for local use, a prefix refused whole'],
    ['64:ff9b:1:ab00:cb00:7100:1::', 'NAT64 for local use, a public address in its /48 layout'],
    ['2002:7f00:1::', '6to4, 127.0.0.1'],
    ['2002:c0a8:101::1', '6to4, 192.168.1.1'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo, client 127.0.0.1 with its bits flipped'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffa', 'Teredo, client 10.0.0.5 with its bits flipped'],
    ['2001:0:a00:5::', 'Teredo, server 10.0.0.5'],
    ['::127.0.0.1', 'IPv4-compatible, 127.0.0.1'],
    ['::a00:5', 'IPv4-compatible, 10.0.0.5'],
    ['::ffff:7f00:1', 'IPv4-mapped in hexadecimal, 127.0.0.1'],
    ['::ffff:0:7f00:1', 'IPv4-translated, 127.0.0.1'],
  ])('refuses %s (%s)', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    ['64:ff9b::808:808', 'NAT64, 8.8.8.8'],
    ['64:ff9b::203.0.113.10', 'NAT64, 203.0.113.10'],
    ['2002:808:808::1', '6to4, 8.8.8.8'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo, server 65.54.227.120 and client 192.0.2.45'],
    ['::8.8.8.8', 'IPv4-compatible, 8.8.8.8'],
    ['::ffff:0:808:808', 'IPv4-translated, 8.8.8.8'],
    ['2001:db8::7f00:1', 'no IPv4 inside, whatever its last bytes'],
  ])('allows %s (%s)', (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});

describe('checking a webhook URL', () => {
  it('refuses a name that resolves to a NAT64 address of this machine, among public ones', async () => {
    lookup.mockResolvedValueOnce([
      { address: '203.0.113.10', family: 4 },
      { address: '64:ff9b::7f00:1', family: 6 },
    ]);
    const checked = checkWebhookAddress(new URL('https://hooks.example.com/fleet'), false);
    await expect(checked).rejects.toThrow(RefusedAddress);
    await expect(checked).rejects.toThrow('This address is on a private, loopback or link-local network');
  });

  it('refuses a 6to4 literal without asking DNS, and allows it when private addresses are allowed', async () => {
    lookup.mockClear();
    const url = new URL('http://[2002:7f00:1::]/hook');
    await expect(checkWebhookAddress(url, false)).rejects.toThrow(RefusedAddress);
    await expect(checkWebhookAddress(url, true)).resolves.toEqual({ address: '2002:7f00:1::', family: 6 });
    expect(lookup).not.toHaveBeenCalled();
  });
});
