import path from 'node:path'
import { z } from 'zod'

const bool = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional()

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  DATA_DIR: z.string().default('.data'),
  AUTH_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
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
  SOLANA_RPC_URL: z.string().default('https://api.mainnet-beta.solana.com'),
  RDO_MINT: z.string().default('RDoTokenMint1111111111111111111111111111111'),
  LLM_BASE_URL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  PRINTIFY_API_TOKEN: z.string().optional(),
  PRINTIFY_BASE_URL: z.string().default('https://api.printify.com/v1'),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().default(10),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().default(60_000),
  WORKERS: bool,
  TRUST_PROXY: bool,
  SERVE_WEB: bool,
  SEED_DEMO_DATA: bool,
  LOG_LEVEL: z.string().default('info'),
})

export type Config = ReturnType<typeof loadConfig>

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.parse(env)
  const appUrl = parsed.APP_URL ?? `http://localhost:${parsed.PORT}`
  const isProduction = parsed.NODE_ENV === 'production'
  if (isProduction && !parsed.AUTH_SECRET) {
    throw new Error('AUTH_SECRET must be set (at least 16 characters) when NODE_ENV=production')
  }
  return {
    ...parsed,
    APP_URL: appUrl.replace(/\/$/, ''),
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    AUTH_SECRET: parsed.AUTH_SECRET ?? 'rdo-development-secret-change-me',
    WORKERS: parsed.WORKERS ?? true,
    TRUST_PROXY: parsed.TRUST_PROXY ?? false,
    SERVE_WEB: parsed.SERVE_WEB ?? true,
    SEED_DEMO_DATA: parsed.SEED_DEMO_DATA ?? true,
    isProduction,
  }
}
