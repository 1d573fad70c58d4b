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

describe('SESSION_IDLE_HOURS', () => {
  it('ends an unused session after 12 hours unless told otherwise', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(12 * 60 * 60 * 1000);
    expect(loadConfig({ SESSION_IDLE_HOURS: '0.5' }).sessionIdleMs).toBe(30 * 60 * 1000);
  });

  it('stops the start for a value that is not a positive number of hours', () => {
    expect(() => loadConfig({ SESSION_IDLE_HOURS: '0' })).toThrow('SESSION_IDLE_HOURS must be more than 0.');
    expect(() => loadConfig({ SESSION_IDLE_HOURS: 'soon' })).toThrow('SESSION_IDLE_HOURS must be a number.');
  });
});

describe('ADMIN_PASSWORD', () => {
  it('needs the 12 characters every new password needs', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'eleven char' })).toThrow(
      'ADMIN_PASSWORD must be at least 12 characters.',
    );
    expect(loadConfig({ ADMIN_PASSWORD: 'twelve chars' }).adminPassword).toBe('twelve chars');
  });
});

describe('shared services for several instances', () => {
  it('keeps files in the data folder and limits in memory when nothing is set', () => {
    expect(loadConfig({}).services).toEqual({ redisUrl: undefined, s3: undefined });
  });

  it('reads a Redis address and an S3-compatible bucket', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://cache:6379',
      S3_BUCKET: 'fleet-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'fleet',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(config.services).toEqual({
      redisUrl: 'redis://cache:6379',
      s3: {
        bucket: 'fleet-files',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'fleet', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
  });

  it('stops the start for S3 settings without a bucket, or half a key pair', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'S3_BUCKET: S3_BUCKET must be set to keep files in S3.',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'fleet' })).toThrow(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.',
    );
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow('REDIS_URL must be a URL.');
  });
});

describe('WEBHOOKS_ALLOW_PRIVATE_ADDRESSES', () => {
  it('keeps webhooks off private networks unless set to true', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowPrivateAddresses: false });
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' }).webhooks).toEqual({ allowPrivateAddresses: true });
    expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'yes' })).toThrow(
      'WEBHOOKS_ALLOW_PRIVATE_ADDRESSES must be true or false.',
    );
  });
});
