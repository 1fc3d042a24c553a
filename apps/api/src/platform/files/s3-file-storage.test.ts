import { createHash, randomBytes } from 'node:crypto';
import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, multipartFile } from '../../test/people';
import { createS3FileStorage, type S3FileStorageOptions } from './s3-file-storage';
import { createFileStorage } from './storage-from-config';

// s3rver ships no types; this is the part of it the tests use.
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

const BUCKET = 'niyukti';
// s3rver knows one account (S3RVER) and does not check SigV4 signatures, so any secret passes.
const S3RVER_KEY_ID = 'S3RVER';
const SECRET = 'never-show-this-secret-0123456789abcdef';

let directory: string;
let s3rver: S3rverServer;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'niyukti-s3rver-'));
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3rver?.close();
  await rm(directory, { recursive: true, force: true });
});

const storageOn = (options: Partial<S3FileStorageOptions> = {}) =>
  createS3FileStorage({
    endpoint,
    bucket: BUCKET,
    accessKeyId: S3RVER_KEY_ID,
    secretAccessKey: SECRET,
    ...options,
  });

/** Where s3rver keeps an object's bytes on disk. */
const objectFile = (objectName: string) =>
  path.join(directory, BUCKET, `${objectName}._S3rver_object`);
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('S3 file storage (against s3rver)', () => {
  it('keeps binary bytes under a fresh random key and gives them back unchanged', async () => {
    const storage = storageOn();
    const bytes = Buffer.concat([Buffer.from([0, 255, 13, 10, 0x89]), randomBytes(4096)]);
    const first = await storage.put(bytes);
    const second = await storage.put(bytes);
    expect(first).toMatch(/^[a-f0-9]{32}$/);
    expect(second).toMatch(/^[a-f0-9]{32}$/);
    expect(second).not.toBe(first);
    expect(await storage.read(first)).toEqual(bytes);
    expect(await exists(objectFile(first))).toBe(true);
  });

  it('answers null for a missing key and for anything that is not one of our keys', async () => {
    const storage = storageOn();
    expect(await storage.read(randomBytes(16).toString('hex'))).toBeNull();
    for (const key of ['../../etc/passwd', '', 'A'.repeat(32), `${'a'.repeat(31)}/`, '?list'])
      expect(await storage.read(key)).toBeNull();
  });

  it('removes an object, and removing it again (or one never stored) is harmless', async () => {
    const storage = storageOn();
    const key = await storage.put(Buffer.from('gone soon'));
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    expect(await exists(objectFile(key))).toBe(false);
    await storage.remove(key);
    await storage.remove(randomBytes(16).toString('hex'));
    await storage.remove('../not-a-key');
  });

  it('stores objects under the key prefix', async () => {
    const storage = storageOn({ keyPrefix: '/niyukti/files/' });
    const key = await storage.put(Buffer.from('in a folder'));
    expect(await exists(objectFile(`niyukti/files/${key}`))).toBe(true);
    expect(await exists(objectFile(key))).toBe(false);
    expect((await storage.read(key))?.toString()).toBe('in a folder');
    // The same bucket without the prefix does not see it.
    expect(await storageOn().read(key)).toBeNull();
    await storage.remove(key);
    expect(await exists(objectFile(`niyukti/files/${key}`))).toBe(false);
  });

  it('is what FILE_STORAGE=s3 builds from the environment', async () => {
    const config = loadConfig({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: `${endpoint}/`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: S3RVER_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_KEY_PREFIX: 'from-config',
    });
    const storage = createFileStorage(config);
    const key = await storage.put(Buffer.from('configured'));
    expect(await exists(objectFile(`from-config/${key}`))).toBe(true);
    expect((await storage.read(key))?.toString()).toBe('configured');
  });

  it('fails loudly when the bucket does not exist', async () => {
    const storage = storageOn({ bucket: 'no-such-bucket' });
    await expect(storage.read(randomBytes(16).toString('hex'))).rejects.toThrow(
      /status 404 \(NoSuchBucket\)/,
    );
    await expect(storage.put(Buffer.from('x'))).rejects.toThrow(/PUT .*status 404/);
  });
});

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in server that records every request and answers what the test tells it to. */
async function startRecorder(answer: (res: http.ServerResponse) => void) {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    storage: (options: Partial<S3FileStorageOptions> = {}) =>
      createS3FileStorage({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'docs',
        region: 'ap-south-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: SECRET,
        ...options,
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const everythingSent = (requests: Recorded[]) =>
  requests.map((r) => `${r.url}\n${JSON.stringify(r.headers)}\n${r.body.toString()}`).join('\n');

describe('S3 requests on the wire', () => {
  it('are path-style and SigV4-signed, with the payload hash signed and no secret sent', async () => {
    const recorder = await startRecorder((res) => res.writeHead(200).end('stored bytes'));
    try {
      const storage = recorder.storage({ keyPrefix: 'uploads' });
      const bytes = Buffer.from('a scanned certificate');
      const key = await storage.put(bytes);
      expect((await storage.read(key))?.toString()).toBe('stored bytes');
      await storage.remove(key);

      expect(recorder.requests.map((r) => [r.method, r.url])).toEqual([
        ['PUT', `/docs/uploads/${key}`],
        ['GET', `/docs/uploads/${key}`],
        ['DELETE', `/docs/uploads/${key}`],
      ]);
      const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
      for (const { headers } of recorder.requests) {
        expect(headers.authorization).toMatch(
          new RegExp(
            `^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/${today}/ap-south-1/s3/aws4_request, ` +
              'SignedHeaders=[a-z0-9;-]*x-amz-date[a-z0-9;-]*, Signature=[a-f0-9]{64}$',
          ),
        );
        expect(headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
      }
      const put = recorder.requests.find((r) => r.method === 'PUT');
      if (!put) throw new Error('no PUT was sent');
      expect(put.body).toEqual(bytes);
      expect(put.headers['x-amz-content-sha256']).toBe(
        createHash('sha256').update(bytes).digest('hex'),
      );
      expect(put.headers.authorization).toContain('x-amz-content-sha256');
      expect(everythingSent(recorder.requests)).not.toContain(SECRET);
    } finally {
      await recorder.close();
    }
  });

  it('turns a refusal into an error naming the status and S3 code, never a credential', async () => {
    const recorder = await startRecorder((res) =>
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end(`<Error><Code>SignatureDoesNotMatch</Code><Message>echo ${SECRET}</Message></Error>`),
    );
    try {
      const storage = recorder.storage();
      // Each failure caught as it is made: awaited one after the other, a later call could
      // be refused before a handler was attached to it (an unhandled rejection).
      const errors = await Promise.all(
        [
          storage.put(Buffer.from('x')),
          storage.read(randomBytes(16).toString('hex')),
          storage.remove(randomBytes(16).toString('hex')),
        ].map((call) =>
          call.then(
            () => null,
            (e: unknown) => e,
          ),
        ),
      );
      for (const error of errors as Error[]) {
        expect(error).toBeInstanceOf(Error);
        expect(error.message).toMatch(/^S3 (PUT|GET|DELETE) docs\/[a-f0-9]{32} failed/);
        expect(error.message).toContain('status 403 (SignatureDoesNotMatch)');
        expect(error.message).not.toContain(SECRET);
        expect(error.message).not.toContain('AKIDEXAMPLE');
      }
    } finally {
      await recorder.close();
    }
  });

  it('retries a server error briefly, then fails', async () => {
    const recorder = await startRecorder((res) => res.writeHead(503).end());
    try {
      await expect(recorder.storage().read(randomBytes(16).toString('hex'))).rejects.toThrow(
        /GET .*status 503/,
      );
      expect(recorder.requests).toHaveLength(3);
    } finally {
      await recorder.close();
    }
  });

  it('gives up on a server that does not answer', async () => {
    const recorder = await startRecorder(() => {}); // never answers
    try {
      const storage = recorder.storage({ timeoutMs: 300 });
      await expect(storage.read(randomBytes(16).toString('hex'))).rejects.toThrow(
        /^S3 GET docs\/[a-f0-9]{32} failed: TimeoutError$/,
      );
    } finally {
      await recorder.close();
    }
  });
});

describe('candidate documents on S3 storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { files: storageOn({ keyPrefix: 'app' }) });
  });
  afterAll(async () => t?.close());

  it('uploads a photograph into the bucket and serves it back to its owner', async () => {
    const candidate = await aCandidate(t);
    const photo = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#2255aa' },
    })
      .jpeg()
      .toBuffer();
    const body = multipartFile(photo, 'me.jpg');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/candidate/profile/documents/photograph',
      headers: { ...bearer(candidate.token), ...body.headers },
      payload: body.payload,
    });
    expect(saved.statusCode).toBe(200);
    const { fileId } = saved.json().data;

    const inBucket = await readdir(path.join(directory, BUCKET, 'app'));
    expect(inBucket.filter((name) => name.endsWith('._S3rver_object'))).toHaveLength(1);
    expect(await readdir(t.filesDir)).toEqual([]);

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/files/${fileId}`,
      headers: bearer(candidate.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 400]);
  });
});
