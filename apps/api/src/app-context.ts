import type { Config } from './config';
import type { Database } from './db/client';
import type { AccessTokens } from './platform/auth/access-token';
import type { FileStorage } from './platform/files/file-storage';
import type { Traffic } from './platform/http/traffic';
import type { ReadInvalidation } from './platform/shared-reads/read-invalidation';

/**
 * What every module's routes are built from; created once at start (or per test). A module that
 * needs something built once at start adds it here from its own folder (`declare module`), so
 * this file names no module: the payments module adds `payments`.
 */
export interface AppContext {
  config: Config;
  db: Database;
  engine: 'pglite' | 'postgres';
  accessTokens: AccessTokens;
  /** Signs the QR payload of admit cards. */
  admitCardKey: Uint8Array;
  /** Where uploaded documents are kept (a local folder, or object storage). */
  files: FileStorage;
  /** The news that a write changed what the shared reads are made of (every instance hears it). */
  reads: ReadInvalidation;
  /** How many requests this instance began lately (work that can wait asks it). */
  traffic: Traffic;
}
