import path from 'node:path';
import { z } from 'zod';
import { SERVER_DIR } from './server-dir';

/**
 * The only place that reads process.env. Parsed once at start-up; everything else
 * receives the resulting `Env` object.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  AUTH_SECRET: optionalString,
  TRUSTED_ORIGINS: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('CasaConti <no-reply@casaconti.local>'),
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  STATEMENT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  INVITATION_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  INVITATION_RECIPIENT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  RECEIPT_EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  RECEIPT_EMAIL_CONTRACT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Durable jobs (lib/jobs.ts, decision 184): tries of a job before it is failed and shown. */
  JOB_TRIES: z.coerce.number().int().min(1).max(20).default(6),
  /** Seconds before the first retry; each next one waits about twice as long (at most 30 minutes). 0: at once. */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Seconds a job may run before it counts as a failed try (a worker that died holds it this long). */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(86400).default(300),
  /** `npm run bench`: answer each request's SQL statement count (honoured only with NODE_ENV=test). */
  BENCH_COUNT_QUERIES: optionalString,
  WEB_DIST_DIR: optionalString,
  /** Test builds only: the app's clock starts at this instant and runs forward (browser tests). */
  TEST_NOW: optionalString,
});

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  trustedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3:
    | {
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  logLevel: string;
  signInRateLimit: number;
  /** Public statement token lookups per minute per client address. */
  statementRateLimit: number;
  /** Contract emails (invitations, offers, resends) per hour per landlord and per recipient address (decision 042). */
  invitationRateLimit: { perLandlord: number; perRecipient: number };
  /** Receipt emails per hour per landlord and per contract (decision 157). */
  receiptEmailRateLimit: { perLandlord: number; perContract: number };
  /** Durable jobs (decision 184): tries, first retry delay (doubling), running bound, in seconds. */
  jobs: { tries: number; retryDelaySeconds: number; expireSeconds: number };
  /** NODE_ENV=test and BENCH_COUNT_QUERIES=1: the x-query-count answer header (lib/query-count.ts). */
  benchCountQueries: boolean;
  webDistDir: string;
  /** NODE_ENV=test only: the instant the app's clock starts from (decision: e2e clock). */
  testNow: Date | undefined;
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  if (e.TEST_NOW && e.NODE_ENV !== 'test')
    throw new Error('Invalid configuration: TEST_NOW is honoured only with NODE_ENV=test');
  const testNow = e.TEST_NOW ? new Date(e.TEST_NOW) : undefined;
  if (testNow && Number.isNaN(testNow.getTime())) throw new Error('Invalid configuration: TEST_NOW is not a date-time');
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const extra = (e.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    appUrl,
    trustedOrigins: [new URL(appUrl).origin, ...extra],
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    signInRateLimit: e.SIGNIN_RATE_LIMIT,
    statementRateLimit: e.STATEMENT_RATE_LIMIT,
    invitationRateLimit: { perLandlord: e.INVITATION_RATE_LIMIT, perRecipient: e.INVITATION_RECIPIENT_RATE_LIMIT },
    receiptEmailRateLimit: {
      perLandlord: e.RECEIPT_EMAIL_RATE_LIMIT,
      perContract: e.RECEIPT_EMAIL_CONTRACT_RATE_LIMIT,
    },
    jobs: { tries: e.JOB_TRIES, retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS, expireSeconds: e.JOB_EXPIRE_SECONDS },
    benchCountQueries: e.NODE_ENV === 'test' && e.BENCH_COUNT_QUERIES === '1',
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(SERVER_DIR, '../web/dist')),
    testNow,
  };
}

export function loadEnv(): Env {
  return parseEnv(process.env);
}
