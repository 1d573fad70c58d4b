import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { reachableUrls, startBanner } from './start-banner.js';

const address = (ip: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
  ({ address: ip, family, internal, netmask: '', mac: '', cidr: null }) as os.NetworkInterfaceInfo;

const interfaces = {
  lo: [address('127.0.0.1', 'IPv4', true), address('::1', 'IPv6', true)],
  wlan0: [address('192.168.1.20', 'IPv4', false), address('fe80::1', 'IPv6', false)],
  docker0: [address('172.17.0.1', 'IPv4', false)],
};

describe('the start banner', () => {
  it('lists localhost and every LAN IPv4 address when the server listens on every interface', () => {
    expect(reachableUrls('0.0.0.0', 3000, interfaces)).toEqual([
      'http://localhost:3000',
      'http://192.168.1.20:3000',
      'http://172.17.0.1:3000',
    ]);
  });

  it('lists only the address the server is bound to otherwise', () => {
    expect(reachableUrls('127.0.0.1', 4000, interfaces)).toEqual(['http://127.0.0.1:4000']);
    expect(reachableUrls('::1', 4000, interfaces)).toEqual(['http://[::1]:4000']);
  });

  it('shows where to open the app from this machine and from a phone, the docs, the database and the business time zone', () => {
    const lines = startBanner({
      urls: ['http://localhost:3000', 'http://192.168.1.20:3000'],
      appUrl: 'http://localhost:3000',
      database: 'embedded PGlite in /srv/data',
      timeZone: 'America/St_Johns',
      extra: ['First admin created.'],
    });
    expect(lines).toEqual([
      'Fleet Ops is running.',
      '  Open:      http://localhost:3000',
      '  Network:   http://192.168.1.20:3000',
      '  API docs:  http://localhost:3000/api/docs',
      '  Database:  embedded PGlite in /srv/data',
      '  Time zone: America/St_Johns (set BUSINESS_TZ for a site elsewhere)',
      'First admin created.',
    ]);
  });

  it('names the public address used in emails when it is none of the local ones', () => {
    const lines = startBanner({
      urls: ['http://localhost:3000'],
      appUrl: 'https://fleet.example.com',
      database: 'PostgreSQL (DATABASE_URL)',
      timeZone: 'America/Toronto',
      extra: [],
    });
    expect(lines).toContain('  In emails: https://fleet.example.com (APP_URL)');
  });
});
