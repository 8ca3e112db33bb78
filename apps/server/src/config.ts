import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { assertAuditOutlivesTheRest, retentionSettings } from './retention-settings.ts'

const bool = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional()

/** An optional setting where an empty value means unset. */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

/** Ranges proxy-addr knows by name, besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string) {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address, prefix, ...rest] = entry.split('/')
  const family = net.isIP(address ?? '')
  if (!family || rest.length) return false
  if (prefix === undefined) return true
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: which hops of `X-Forwarded-For` to believe. Unset, `false` or `0`: none. A hop count
 * (`1`: the one proxy in front of the server). A comma-separated list of the proxies' addresses or
 * CIDR ranges (`10.0.0.0/8, 192.168.1.5`, or `loopback`, `linklocal`, `uniquelocal`). `true` believes
 * every hop, so a client can name its own address: still accepted, with a warning at start-up.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    if (!value || value === 'false' || value === '0') return false
    if (value === 'true') return true
    if (/^\d+$/.test(value)) return Number(value)
    const entries = value.split(',').map((e) => e.trim())
    const bad = entries.filter((e) => !isProxyAddress(e))
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY: not a hop count, 'true' or a list of proxy addresses/CIDR ranges: ${bad.join(', ')}`,
      })
      return z.NEVER
    }
    return entries
  })

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().default(3000),
  /**
   * Listening sockets, on consecutive ports from PORT: the event loop accepts one connection per socket
   * and turn, so a load balancer spreading a rush's new connections over several accepts them faster.
   */
  LISTENERS: z.coerce.number().int().min(1).max(16).default(1),
  /**
   * How much lower the held answers' thread (LISTENERS ≥ 2) runs than the instance's own: a nice
   * increment, so that pages and checkout get the cores first while thousands of presses are answered.
   */
  HELD_NICE: z.coerce.number().int().min(0).max(19).default(10),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  DATA_DIR: z.string().default('.data'),
  AUTH_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  /** Shared secret of the bounce and complaint webhook (POST /api/email/events); unset refuses every call. */
  EMAIL_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Addresses per sitemap file (the protocol's limit, 50,000, by default). */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).optional(),
  /** Amazon SES through SNS: the topic ARNs (comma-separated) whose signed notifications are taken. */
  SES_SNS_TOPIC_ARNS: blankAsUnset(z.string().trim()),
  /** SendGrid's Signed Event Webhook verification key (base64 DER or PEM of its ECDSA public key). */
  SENDGRID_WEBHOOK_PUBLIC_KEY: blankAsUnset(z.string().trim()),
  /** Postmark: the basic-auth pair in the webhook's URL, and/or a token sent in X-Postmark-Webhook-Token. */
  POSTMARK_WEBHOOK_USERNAME: blankAsUnset(z.string()),
  POSTMARK_WEBHOOK_PASSWORD: blankAsUnset(z.string().min(12)),
  POSTMARK_WEBHOOK_TOKEN: blankAsUnset(z.string().min(16)),
  /** Mailgun's HTTP webhook signing key (Sending → Webhooks). */
  MAILGUN_WEBHOOK_SIGNING_KEY: blankAsUnset(z.string().trim()),
  MAIL_FROM: z.string().default('RDO Shop <no-reply@rdo.shop>'),
  STAFF_EMAIL: z.string().default('support@rdo.shop'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** With Stripe: Stripe Tax computes the sales tax at payment instead of the shop's rates. */
  STRIPE_TAX: bool,
  PAYMENT_SIMULATION: bool,
  // Token balances: without both, balances answer `not_configured` (no endpoint or mint is assumed).
  SOLANA_RPC_URL: blankAsUnset(z.url()),
  RDO_MINT: blankAsUnset(z.string().trim()),
  SOLANA_RPC_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  LLM_BASE_URL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  PRINTIFY_API_TOKEN: z.string().optional(),
  PRINTIFY_BASE_URL: z.string().default('https://api.printify.com/v1'),
  /** Printify's published limit for an account is 600 requests a minute; every instance shares it. */
  PRINTIFY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(6000).default(600),
  /** Where Printify delivers webhooks; by default APP_URL + /api/webhooks/printify. */
  PRINTIFY_WEBHOOK_URL: z.url().optional(),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().default(10),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().default(60_000),
  /** Failed sign-ins one account may have (from any address) before its window refuses more. */
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** That window, counted from its first failure. */
  SIGN_IN_FAILURE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  /** How long a drop attempt over its rate limit waits for its refusal (0 answers at once). */
  DROP_LIMIT_HOLD_MS: z.coerce.number().int().min(0).max(10_000).default(2000),
  /** Event streams one client address may hold open at once on one instance. */
  EVENT_STREAMS_PER_CLIENT: z.coerce.number().int().positive().default(6),
  WORKERS: bool,
  TRUST_PROXY: trustProxy,
  SERVE_WEB: bool,
  SEED_DEMO_DATA: bool,
  API_DOCS: bool,
  OUTBOX_SHOW_LINKS: bool,
  LOG_LEVEL: z.string().default('info'),
  /** How long in-flight requests (and the current jobs) may run on after SIGTERM before being cut. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** After SIGTERM, how long the server keeps answering (readiness says 503) before it stops accepting. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** The worker process's live/ready port (0: none). */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).default(3101),
  /** The worker process's CPU niceness (0–19; 0 leaves it): web instances on its host come first. */
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** A port of its own for /metrics (0: none). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  /** With it, /metrics is also served on the main port to `Authorization: Bearer <token>`. */
  METRICS_TOKEN: blankAsUnset(z.string().min(16)),
  ...retentionSettings,
})

export type Config = ReturnType<typeof loadConfig>

/** Whether this process keeps request metrics: only when something can read them. */
export const metricsEnabled = (config: Pick<Config, 'METRICS_PORT' | 'METRICS_TOKEN'>) =>
  config.METRICS_PORT > 0 || Boolean(config.METRICS_TOKEN)

/** Name of the file in DATA_DIR that keeps the generated AUTH_SECRET of a local install. */
export const AUTH_SECRET_FILE = 'auth-secret'

/**
 * The secret for a start without AUTH_SECRET: generated at random on the first start and kept in
 * DATA_DIR (owner-only, like the embedded database's password), so sessions survive a restart and no
 * secret ever ships in the code. `wx` makes two processes starting together agree on one secret.
 */
function localAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, AUTH_SECRET_FILE)
  fs.mkdirSync(dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url') + '\n', { flag: 'wx', mode: 0o600 })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  }
  const secret = fs.readFileSync(file, 'utf8').trim()
  if (secret.length < 16) throw new Error(`${file} holds no usable secret: delete it to generate a new one`)
  return secret
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.parse(env)
  assertAuditOutlivesTheRest(parsed)
  const appUrl = parsed.APP_URL ?? `http://localhost:${parsed.PORT}`
  const isProduction = parsed.NODE_ENV === 'production'
  if (isProduction && !parsed.AUTH_SECRET) {
    throw new Error('AUTH_SECRET must be set (at least 16 characters) when NODE_ENV=production')
  }
  const dataDir = path.resolve(parsed.DATA_DIR)
  return {
    ...parsed,
    APP_URL: appUrl.replace(/\/$/, ''),
    DATA_DIR: dataDir,
    AUTH_SECRET: parsed.AUTH_SECRET ?? localAuthSecret(dataDir),
    WORKERS: parsed.WORKERS ?? true,
    TRUST_PROXY: parsed.TRUST_PROXY ?? false,
    SERVE_WEB: parsed.SERVE_WEB ?? true,
    // Production is opt-in for everything that exposes or fakes: demo accounts with known passwords,
    // the API explorer, and payments marked paid without a payment provider.
    SEED_DEMO_DATA: parsed.SEED_DEMO_DATA ?? !isProduction,
    API_DOCS: parsed.API_DOCS ?? !isProduction,
    PAYMENT_SIMULATION: parsed.PAYMENT_SIMULATION ?? !isProduction,
    STRIPE_TAX: parsed.STRIPE_TAX ?? false,
    // Token links (password reset, verification, unsubscribe) are hidden in the admin outbox; only a
    // test harness that reads them from there may show them, and never in production.
    OUTBOX_SHOW_LINKS: (parsed.OUTBOX_SHOW_LINKS ?? false) && !isProduction,
    isProduction,
  }
}
