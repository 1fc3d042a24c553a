import { isIP } from 'node:net';
import { z } from 'zod';

// Every environment variable the API reads, parsed once at start. A bad value stops the
// process with every problem listed, instead of failing later in the middle of a request.
const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** An empty variable (`S3_KEY_PREFIX=` in a compose file) counts as unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** The names proxy-addr (Fastify's trustProxy) gives to well-known ranges. */
const NAMED_PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** A proxy entry: an address, a CIDR range (10.0.0.0/8, fd00::/8), a netmask or a named range. */
function isProxyEntry(entry: string): boolean {
  if (NAMED_PROXY_RANGES.includes(entry) || isIP(entry) !== 0) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || range === undefined || rest.length > 0) return false;
  // A range of every address (/0) would believe anyone, which is what the setting prevents.
  if (family === 4 && isIP(range) === 4) {
    const mask = range.split('.').reduce((bits, part) => bits * 256 + Number(part), 0);
    const hostBits = 2 ** 32 - 1 - mask;
    return mask !== 0 && (hostBits & (hostBits + 1)) === 0; // ones, then zeros: 255.240.0.0
  }
  return (
    /^\d{1,3}$/.test(range) && Number(range) >= 1 && Number(range) <= (family === 4 ? 32 : 128)
  );
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For (and -Proto, -Host) are believed, as a
 * comma-separated list. Unset: nobody's, and a client is its socket address. There is no
 * `true`: that would believe any client that sends the header, and per-address limits with it.
 */
const trustedProxies = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
  const bad = entries.filter((entry) => !isProxyEntry(entry));
  if (entries.some((entry) => entry === 'true' || entry === '*'))
    ctx.addIssue({
      code: 'custom',
      message:
        'list the proxies (addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8); believing ' +
        'X-Forwarded-For from anyone would let any client choose its address',
    });
  else if (bad.length > 0)
    ctx.addIssue({
      code: 'custom',
      message:
        `not an IP address, CIDR range (10.0.0.0/8) or loopback/linklocal/uniquelocal: ` +
        bad.map((entry) => JSON.stringify(entry)).join(', '),
    });
  return entries;
});

/** What FILE_STORAGE=s3 cannot do without; region and key prefix have defaults. */
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const ZConfigFields = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL connections the API keeps; bench/README.md shows what it does to apply. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /** Applies decided and written in one transaction at most (apply's group commit). */
  APPLY_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  /** Apply transactions under way at once on PostgreSQL (the embedded PGlite runs one). */
  APPLY_CONCURRENT_BATCHES: z.coerce.number().int().min(1).max(50).default(2),
  /**
   * The longest a sign-in's password check waits for a hashing thread and its work (ms) before
   * the sign-in is refused 503 BUSY instead of hanging (decision 174).
   */
  PASSWORD_HASH_WAIT_LIMIT_MS: z.coerce.number().int().min(1).max(60_000).default(5_000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Niyukti <no-reply@niyukti.local>'),
  MAINTENANCE_MODE: booleanText,
  /**
   * Requests one instance works on at once before it answers new reads 503 BUSY (decision 166):
   * about its throughput times the read goal (200 ms), so those it takes are answered in time.
   * Writes (apply, pay, sign-in) are refused only at twice this (decision 167).
   */
  BUSY_REQUESTS_UNDER_WAY: z.coerce.number().int().min(10).max(100_000).default(600),
  /** An event loop this late (mean ms) in three readings in a row is past saving: 503 BUSY. */
  BUSY_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Per-client limits on sign-in, registration and password calls; off only in tests. */
  RATE_LIMIT_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Proxies allowed to tell the client's address (X-Forwarded-For); none by default. */
  TRUST_PROXY: trustedProxies,
  /** Rate limits shared by every instance in this Redis; unset: counted in each instance. */
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// URL' }).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 24 * 7),
  OAUTH_CLIENT_ID: z.string().default('niyukti-web'),
  OAUTH_CLIENT_SECRET: z.string().default('niyukti-web-secret'),
  /** Unset: demo data into an empty embedded database, none on PostgreSQL. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Serves the built-in stand-ins of eSewa, Khalti, connectIPS and Fonepay under /sandbox; a
   * provider whose URLs are not set is reached there. Off in production.
   */
  PAYMENT_SANDBOXES: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Minutes after a payment window closes in which a payment first heard of still settles. */
  PAYMENT_CONFIRMATION_GRACE_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  /** How often attempts still open are asked about again (the reconciliation job). */
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  ESEWA_FORM_URL: z.url().optional(),
  ESEWA_STATUS_URL: z.url().optional(),
  ESEWA_PRODUCT_CODE: z.string().default('EPAYTEST'),
  ESEWA_SECRET_KEY: z.string().default('8gBm/:&EnhH.1/q'),
  /** Khalti KPG-2, ending in /api/v2/ (sandbox: https://dev.khalti.com/api/v2/). */
  KHALTI_BASE_URL: z.url().optional(),
  KHALTI_SECRET_KEY: z.string().default('niyukti-khalti-sandbox-key'),
  CONNECTIPS_GATEWAY_URL: z.url().optional(),
  CONNECTIPS_VALIDATE_URL: z.url().optional(),
  CONNECTIPS_MERCHANT_ID: z.string().default('9999'),
  CONNECTIPS_APP_ID: z.string().default('NIYUKTI-APP-1'),
  CONNECTIPS_APP_NAME: z.string().default('Niyukti'),
  CONNECTIPS_APP_PASSWORD: z.string().default('niyukti-connectips-sandbox'),
  /** The creditor's RSA private key (PEM file); with the sandboxes, a key made at start. */
  CONNECTIPS_PRIVATE_KEY_FILE: optionalText,
  FONEPAY_REQUEST_URL: z.url().optional(),
  FONEPAY_VERIFY_URL: z.url().optional(),
  FONEPAY_MERCHANT_CODE: z.string().default('NIYUKTI'),
  FONEPAY_SECRET_KEY: z.string().default('niyukti-fonepay-sandbox-secret'),
  ADMIT_CARD_SIGNING_KEY: z.string().min(32).optional(),
  /** On SIGTERM, how long requests under way may take to finish before they are cut. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  /** How often scheduled advertisements are looked for and published. */
  SCHEDULED_PUBLISH_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** Uploaded files: `local` keeps them in DATA_DIR/files, `s3` in an S3-compatible bucket. */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.preprocess(
    (value) => value || undefined,
    z
      .url()
      .refine((url) => !/^[a-z]+:\/\/[^/]*@/i.test(url), {
        message: 'no credentials in the URL; use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      })
      .optional(),
  ),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_KEY_PREFIX: optionalText,
});

/** What a provider cannot be reached without when its sandbox is not served. */
const LIVE_PAYMENT_REQUIRED = [
  'ESEWA_FORM_URL',
  'ESEWA_STATUS_URL',
  'KHALTI_BASE_URL',
  'CONNECTIPS_GATEWAY_URL',
  'CONNECTIPS_VALIDATE_URL',
  'CONNECTIPS_PRIVATE_KEY_FILE',
  'FONEPAY_REQUEST_URL',
  'FONEPAY_VERIFY_URL',
] as const;

const ZConfig = ZConfigFields.superRefine(
  (config, ctx) => {
    if (!config.PAYMENT_SANDBOXES)
      for (const name of LIVE_PAYMENT_REQUIRED)
        if (!config[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'required without the sandboxes' });
    if (config.FILE_STORAGE !== 's3') return;
    for (const name of S3_REQUIRED)
      if (!config[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required when FILE_STORAGE=s3' });
  },
  // Runs even when another variable is bad, so start-up lists every problem at once.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

export type Config = z.infer<typeof ZConfig> & {
  /** Where the browser reaches us; provider callbacks and sandbox forms point here. */
  publicUrl: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  return { ...config, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
