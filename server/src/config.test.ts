import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('TRUST_PROXY', () => {
  it('believes no proxy by default, so a client cannot choose its own address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count or the proxies’ addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('stops the start with a message for anything else', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(
      'TRUST_PROXY: TRUST_PROXY must be a number of proxies or a comma-separated list of their addresses.',
    );
  });
});
