import { createHash, randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { isFileKey, type FileStorage } from './file-storage';

export interface S3FileStorageOptions {
  /** The server's base address, e.g. `https://minio.example.org:9000`; objects are path-style. */
  endpoint: string;
  bucket: string;
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A folder inside the bucket, e.g. `niyukti/files`; none by default. */
  keyPrefix?: string;
  /** How long one call may take, retries included. */
  timeoutMs?: number;
}

type Action = 'PUT' | 'GET' | 'DELETE';

/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Ceph). Path-style addresses
 * (`endpoint/bucket/key`) because most self-hosted servers have no per-bucket host names.
 * Requests are signed with SigV4 by aws4fetch; an outage surfaces as an Error (a logged 500),
 * whose message names the call and the status but never a credential.
 */
export function createS3FileStorage(options: S3FileStorageOptions): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region ?? 'us-east-1',
    // aws4fetch retries 5xx and 429 ten times by default; two keep an outage short.
    retries: 2,
  });
  const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
  const prefix = (options.keyPrefix ?? '').replace(/^\/+|\/+$/g, '');
  const objectName = (key: string) => (prefix ? `${prefix}/${key}` : key);
  const urlOf = (key: string) =>
    `${base}/${objectName(key).split('/').map(encodeURIComponent).join('/')}`;
  const timeoutMs = options.timeoutMs ?? 15_000;

  const send = async (action: Action, key: string, body?: Buffer): Promise<Response> => {
    const headers: Record<string, string> = {};
    if (body) {
      headers['content-type'] = 'application/octet-stream';
      // A signed payload hash: the server refuses bytes changed on the way.
      headers['x-amz-content-sha256'] = createHash('sha256').update(body).digest('hex');
    }
    try {
      return await client.fetch(urlOf(key), {
        method: action,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'unknown error';
      throw new Error(`S3 ${action} ${options.bucket}/${objectName(key)} failed: ${reason}`, {
        cause: error,
      });
    }
  };

  // Only the status and S3's error code go into the message: the body may echo request details.
  const failure = (action: Action, key: string, status: number, body: string) => {
    const code = /<Code>([A-Za-z]+)<\/Code>/.exec(body)?.[1];
    return new Error(
      `S3 ${action} ${options.bucket}/${objectName(key)} failed with status ${status}` +
        (code ? ` (${code})` : ''),
    );
  };

  /** Null when the object is not there; a missing bucket is a broken configuration, not that. */
  const missingOrFailure = async (action: Action, key: string, response: Response) => {
    const body = await response.text().catch(() => '');
    if (response.status === 404 && !body.includes('<Code>NoSuchBucket</Code>')) return null;
    return failure(action, key, response.status, body);
  };

  return {
    async put(bytes) {
      const key = randomBytes(16).toString('hex');
      const response = await send('PUT', key, bytes);
      if (!response.ok) {
        const body = await response.text().catch(() => '');
        throw failure('PUT', key, response.status, body);
      }
      await response.body?.cancel();
      return key;
    },
    async read(key) {
      if (!isFileKey(key)) return null;
      const response = await send('GET', key);
      if (response.ok) return Buffer.from(await response.arrayBuffer());
      const error = await missingOrFailure('GET', key, response);
      if (error) throw error;
      return null;
    },
    async remove(key) {
      if (!isFileKey(key)) return;
      const response = await send('DELETE', key);
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const error = await missingOrFailure('DELETE', key, response);
      if (error) throw error;
    },
  };
}
