import type { Config } from './config';
import type { Database } from './db/client';
import type { AccessTokens } from './platform/auth/access-token';
import type { OnlinePayments } from './modules/payments/online-payments';
import type { FileStorage } from './platform/files/file-storage';

/** What every module's routes are built from; created once at start (or per test). */
export interface AppContext {
  config: Config;
  db: Database;
  engine: 'pglite' | 'postgres';
  accessTokens: AccessTokens;
  /** Signs the QR payload of admit cards. */
  admitCardKey: Uint8Array;
  /** Where uploaded documents are kept (a local folder, or object storage). */
  files: FileStorage;
  /** The online payment providers (and their sandboxes), one set for routes and jobs. */
  payments: OnlinePayments;
}
