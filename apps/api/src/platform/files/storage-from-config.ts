import path from 'node:path';
import type { Config } from '../../config';
import { createLocalFileStorage, type FileStorage } from './file-storage';
import { createS3FileStorage } from './s3-file-storage';

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'FILE_STORAGE'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_KEY_PREFIX'
>;

/** The store FILE_STORAGE names: DATA_DIR/files by default, an S3-compatible bucket with `s3`. */
export function createFileStorage(config: StorageConfig): FileStorage {
  if (config.FILE_STORAGE === 'local')
    return createLocalFileStorage(path.join(config.DATA_DIR, 'files'));
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  // loadConfig has refused this already; the check keeps a hand-built config honest too.
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    throw new Error(
      'FILE_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  return createS3FileStorage({
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    keyPrefix: config.S3_KEY_PREFIX,
  });
}
