import { dirname, join } from 'node:path';
import { z } from 'zod';

const bool = z.enum(['on', 'off', 'test']);

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.string().default('sqlite:data/app.db'),
  REDIS_URL: z.string().optional(),
  CAPTCHA_MODE: bool.default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['on', 'off']).default('on'),
  DEMO_PASSWORD: z.string().default('demo8888'),
  WEB_DIST: z.string().optional(),
  /** The built back office (apps/admin/dist by default), served at /admin/. */
  ADMIN_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['on', 'off']).default('off'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(72),
  RATE_REGISTER_PER_10MIN: z.coerce.number().int().positive().default(30),
  RATE_LOGIN_PER_10MIN: z.coerce.number().int().positive().default(100),
  RATE_CAPTCHA_PER_10MIN: z.coerce.number().int().positive().default(300),
  LOGIN_LOCK_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  /** How gateways and providers reach this server (callback URLs); defaults to the local port. */
  PUBLIC_URL: z.string().url().optional(),
  PAY_SANDBOX_SECRET: z.string().min(16).default('sandbox-secret-change-me-0001'),
  /** HMAC secret shared with the demo game provider (seamless wallet callbacks and operator API). */
  DEMO_PROVIDER_SECRET: z.string().min(16).default('demo-provider-secret-change-me'),
  /**
   * The demo game provider's own database (its books are separate from the site's). Defaults to
   * demo-provider.db beside the site's SQLite file, so resetting one data folder resets both.
   */
  DEMO_PROVIDER_DB: z.string().optional(),
  /**
   * How often bet records are pulled from providers and transfers left pending are sent again,
   * in milliseconds; 0 stops the background job (tests drive it by hand).
   */
  GAME_SYNC_MS: z.coerce.number().int().min(0).default(5000),
  /** A transfer pending this long is sent again by the reconciler. */
  TRANSFER_RETRY_AFTER_MS: z.coerce.number().int().min(0).default(30_000),
  /** Fault knob for tests: the demo provider's simulated transfer latency. */
  DEMO_PROVIDER_TRANSFER_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Where uploaded avatars are kept; defaults to uploads/ beside the site's SQLite file. */
  UPLOAD_DIR: z.string().optional(),
  ADMIN_INITIAL_PASSWORD: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const config = parsed.data;
  if (!config.DEMO_PROVIDER_DB) {
    const site = config.DATABASE_URL.startsWith('sqlite:') ? config.DATABASE_URL.slice('sqlite:'.length) : '';
    config.DEMO_PROVIDER_DB = site && site !== ':memory:' ? join(dirname(site), 'demo-provider.db') : site === ':memory:' ? ':memory:' : 'data/demo-provider.db';
  }
  if (!config.UPLOAD_DIR) {
    const site = config.DATABASE_URL.startsWith('sqlite:') ? config.DATABASE_URL.slice('sqlite:'.length) : '';
    config.UPLOAD_DIR = site && site !== ':memory:' ? join(dirname(site), 'uploads') : 'data/uploads';
  }
  // A fixed captcha answer is for automated browser tests only and must never reach production.
  if (config.CAPTCHA_MODE === 'test' && config.NODE_ENV === 'production') {
    throw new Error('CAPTCHA_MODE=test is not allowed when NODE_ENV=production');
  }
  return config;
}
