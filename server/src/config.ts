import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import webpush from 'web-push';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    PUBLIC_URL: z.url().optional(),
    // Which proxies' X-Forwarded-For / -Proto / -Host to believe: none by default (a client could claim any address).
    TRUST_PROXY: z
      .string()
      .transform((v, c) => {
        const trust = parseTrustProxy(v);
        if (trust === undefined) {
          c.addIssue({
            code: 'custom',
            message: 'must be true, false, a hop count or a comma list of addresses/CIDRs',
          });
          return z.NEVER;
        }
        return trust;
      })
      .optional(),
    // Origins besides PUBLIC_URL (and the request's own host) whose pages may send state-changing requests.
    ALLOWED_ORIGINS: z
      .string()
      .transform((v, c) => {
        const origins = v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean)
          .map(originOf);
        if (origins.some((o) => o === null)) {
          c.addIssue({ code: 'custom', message: 'must be a comma list of http(s) origins like https://app.example' });
          return z.NEVER;
        }
        return origins as string[];
      })
      .optional(),
    // Multiplies every per-person write limit: for load tests and benchmarks that write faster than a person can.
    WRITE_LIMIT_SCALE: z.coerce.number().positive('must be a positive number').optional(),
    // Sign-ups, sign-ins and password resets a minute per address: for browser test runs that sign many people up
    // from one address.
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive('must be a positive whole number').optional(),
    // Server processes on one port (Node's cluster): `auto` is one per core. Needs DATABASE_URL and REDIS_URL.
    WORKERS: z
      .string()
      .transform((v, c) => {
        const w = v.trim().toLowerCase();
        if (w === 'auto') return availableParallelism();
        if (/^\d+$/.test(w) && Number(w) >= 1) return Number(w);
        c.addIssue({ code: 'custom', message: 'must be a positive whole number, or auto (one per core)' });
        return z.NEVER;
      })
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('eSportsCV <no-reply@esportscv.local>'),
    // Web push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints); absent: generated and kept
    // in DATA_DIR. Several hosts behind one address must share it (a browser's subscription names the public key).
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
      .optional(),
    // Who push services may contact about this server's pushes: a mailto: or https: address.
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address')
      .optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SEED_DEMO: bool.optional(),
    // Browser tests only: a 256-player double elimination with its bracket drawn (seed/big-bracket.ts).
    SEED_BIG_BRACKET: bool.optional(),
    // Tests: every answer is also written by zod and compared (lib/response-serializer.ts).
    CHECK_RESPONSES: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.string().default('production'),
    // S3-compatible object storage for uploads; without S3_BUCKET files stay on the local disk.
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
      .optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.optional(),
  })
  .refine((e) => !e.S3_BUCKET || (e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY), {
    message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    path: ['S3_BUCKET'],
  })
  .refine((e) => !e.VAPID_PUBLIC_KEY === !e.VAPID_PRIVATE_KEY, {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .refine((e) => !e.ADMIN_EMAIL === !e.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  sessionSecret: string;
  publicUrl: string;
  /** Fastify's trustProxy: whose X-Forwarded-* headers are believed (false: nobody's, the socket's address counts). */
  trustProxy: TrustProxy;
  /** Origins whose pages may send state-changing requests (PUBLIC_URL's and ALLOWED_ORIGINS); the request's own host also counts. */
  allowedOrigins: string[];
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Web push's VAPID keys and contact (modules/push). */
  vapid: VapidConfig;
  /** Push endpoints on http://localhost or 127.0.0.1 are accepted (tests' local push service); never in production. */
  pushLocalEndpoints: boolean;
  admin: { email: string; password: string } | undefined;
  /** Seed the demo on the first run; defaults to on for the embedded database only. */
  seedDemo: boolean;
  /** Seed a 256-player double elimination for the browser tests (once per database). */
  seedBigBracket: boolean;
  logLevel: string;
  /** Server processes asked for (WORKERS); `serverProcesses` says how many actually run. */
  workers: number;
  /** Every answer also written by zod, which checks it against the contract, and compared (tests; NODE_ENV=test). */
  checkResponses: boolean;
  /** NODE_ENV=test: a worker names itself in a response header, so that tests can tell the processes apart. */
  revealWorker: boolean;
  /** Where uploads are kept when not on the local disk (DATA_DIR/uploads). */
  s3: S3Config | undefined;
  /** Prefix of every Redis key and channel, so that several deployments or test runs can share one Redis. */
  redisPrefix: string;
  /** Test-only knobs (never from env). */
  authRateLimitPerMinute: number;
  loginFailuresPerMinute: number;
  /** Delay added to every sign-in to an account that failed this often in a minute from anywhere (never a refusal). */
  loginSlowdownMs: number;
  /** Multiplies every per-person write limit (plugins/write-limits.ts); tests and the bench raise it. */
  writeLimitScale: number;
  uploadsPerMinute: number;
  /** An upload attached to nothing (no post, avatar, cover, logo) this long after it arrived is deleted. */
  orphanUploadHours: number;
};

type TrustProxy = boolean | number | string[];

/** `true`/`false`, a hop count (`1`: the nearest proxy), or a comma list of proxy addresses or CIDRs. */
function parseTrustProxy(raw: string): TrustProxy | undefined {
  const v = raw.trim().toLowerCase();
  if (['true', 'yes'].includes(v)) return true;
  if (['false', 'no', '0', ''].includes(v)) return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const valid = (x: string) => {
    const [addr, bits, ...rest] = x.split('/');
    const family = isIP(addr ?? '');
    if (!family || rest.length) return false;
    if (bits === undefined) return true;
    return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  };
  return list.length && list.every(valid) ? list : undefined;
}

/** `scheme://host[:port]` of an http(s) URL, or null. */
function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

type VapidConfig = { publicKey: string; privateKey: string; subject: string };

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, most self-hosted servers) instead of `bucket.endpoint/key` (AWS, R2). */
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/** Parse and validate the environment once; a bad value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl,
    trustProxy: e.TRUST_PROXY ?? false,
    allowedOrigins: [...new Set([originOf(publicUrl), ...(e.ALLOWED_ORIGINS ?? [])])].filter(
      (o): o is string => o !== null,
    ),
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : readOrCreateVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT ?? vapidSubject(e.ADMIN_EMAIL, publicUrl),
    },
    pushLocalEndpoints: e.NODE_ENV !== 'production',
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    seedBigBracket: e.SEED_BIG_BRACKET ?? false,
    logLevel: e.LOG_LEVEL,
    workers: e.WORKERS ?? 1,
    revealWorker: e.NODE_ENV === 'test',
    checkResponses: e.CHECK_RESPONSES ?? e.NODE_ENV === 'test',
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          }
        : undefined,
    redisPrefix: 'esn:',
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE ?? 30,
    loginFailuresPerMinute: 10,
    loginSlowdownMs: 1_000,
    writeLimitScale: e.WRITE_LIMIT_SCALE ?? 1,
    uploadsPerMinute: 30,
    orphanUploadHours: 24,
    ...overrides,
  };
}

/**
 * How many server processes run: WORKERS, when they can share what one process keeps (a PostgreSQL server for the
 * data, Redis for sessions' invalidation, sockets, caches and limits); else one, and why.
 */
export function serverProcesses(config: Config): { count: number; why?: string } {
  if (config.workers === 1) return { count: 1 };
  if (!config.databaseUrl) return { count: 1, why: 'the embedded database (no DATABASE_URL) belongs to one process' };
  if (!config.redisUrl)
    return { count: 1, why: 'without REDIS_URL the processes could not share sessions, sockets and caches' };
  return { count: config.workers };
}

/** SESSION_SECRET absent: generate one and keep it in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * VAPID keys absent from the environment: generated once (a P-256 pair, as web-push makes them) and kept in DATA_DIR,
 * so the browsers' subscriptions, made for this public key, keep working after a restart. Of two processes starting at
 * once, the second reads the first's pair.
 */
function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // web-push's own generator: Node's ECDH gives a private key of 31 bytes one time in 256 (its leading zero byte
    // dropped), which web-push then refuses on every push; web-push pads it back to 32.
    const keys = webpush.generateVAPIDKeys();
    // Written whole under another name, then linked: a link never shows a half-written file, and fails if one is there.
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, JSON.stringify(keys), { mode: 0o600 });
    try {
      linkSync(draft, file);
      return keys;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

/** The admin's address, else the site's own https address, else a placeholder push services accept. */
function vapidSubject(adminEmail: string | undefined, publicUrl: string): string {
  if (adminEmail) return `mailto:${adminEmail}`;
  if (publicUrl.startsWith('https://')) return publicUrl;
  return 'mailto:admin@esportscv.local';
}
