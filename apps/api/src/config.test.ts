import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const S3 = {
  FILE_STORAGE: 's3',
  S3_ENDPOINT: 'https://minio.example.org:9000',
  S3_BUCKET: 'niyukti',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'a-secret-that-stays-secret',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

describe('file storage configuration', () => {
  it('keeps files in the local folder unless told otherwise', () => {
    expect(loadConfig({}).FILE_STORAGE).toBe('local');
  });

  it('takes an S3-compatible store with a default region and no prefix', () => {
    const config = loadConfig({ ...S3, S3_KEY_PREFIX: '' });
    expect(config).toMatchObject({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'https://minio.example.org:9000',
      S3_BUCKET: 'niyukti',
      S3_REGION: 'us-east-1',
      S3_KEY_PREFIX: undefined,
    });
  });

  it('refuses to start on S3 without a bucket, naming the variable', () => {
    const message = problemsOf({ ...S3, S3_BUCKET: '' });
    expect(message).toContain('S3_BUCKET: required when FILE_STORAGE=s3');
    expect(message).not.toContain('S3_ENDPOINT');
    expect(message).not.toContain(S3.S3_SECRET_ACCESS_KEY);
  });

  it('lists every missing S3 variable alongside other bad values', () => {
    const message = problemsOf({ FILE_STORAGE: 's3', PORT: 'eighty' });
    for (const name of ['PORT', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID'])
      expect(message).toContain(`${name}:`);
    expect(message).toContain('S3_SECRET_ACCESS_KEY: required when FILE_STORAGE=s3');
  });

  it('refuses credentials written into the endpoint address without repeating them', () => {
    const message = problemsOf({ ...S3, S3_ENDPOINT: 'https://key:hunter2@minio.example.org' });
    expect(message).toMatch(/S3_ENDPOINT: no credentials in the URL/);
    expect(message).not.toContain('hunter2');
  });

  it('does not ask for S3 settings when files stay local', () => {
    expect(() => loadConfig({ FILE_STORAGE: 'local' })).not.toThrow();
    expect(problemsOf({ FILE_STORAGE: 'gcs' })).toContain('FILE_STORAGE:');
  });
});

describe('proxies and Redis', () => {
  it('believes no proxy unless told, and takes a list of addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined();
    expect(
      loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,FD00::/8,loopback,172.16.0.0/255.240.0.0' })
        .TRUST_PROXY,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'loopback', '172.16.0.0/255.240.0.0']);
  });

  it('refuses to believe everyone, in any spelling', () => {
    for (const everyone of ['true', '*', '0.0.0.0/0', '::/0'])
      expect(problemsOf({ TRUST_PROXY: everyone })).toMatch(/^ {2}TRUST_PROXY: /m);
    expect(problemsOf({ TRUST_PROXY: 'true' })).toContain('list the proxies');
  });

  it('names each entry that is not an address or a range', () => {
    const message = problemsOf({
      TRUST_PROXY: '10.0.0.1,proxy.local,10.0.0.0/33,,2001:db8::/129,10.0.0.0/255.0.255.0',
    });
    expect(message).toContain(
      '"proxy.local", "10.0.0.0/33", "", "2001:db8::/129", "10.0.0.0/255.0.255.0"',
    );
    expect(message).not.toContain('"10.0.0.1"');
  });

  it('takes a redis:// or rediss:// REDIS_URL only, without repeating it', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.org:6380/2' }).REDIS_URL).toBe(
      'rediss://cache.example.org:6380/2',
    );
    const message = problemsOf({ REDIS_URL: 'http://user:hunter2@cache.example.org' });
    expect(message).toContain('REDIS_URL: a redis:// or rediss:// URL');
    expect(message).not.toContain('hunter2');
  });
});
