import { dirname, join } from 'node:path';
import { z } from 'zod';
import { DEV_SECRETS } from '@app/shared/node';
import { productionProblems } from './production-profile.js';

const bool = z.enum(['on', 'off', 'test']);

const schema = z.object({
  // Anything but these is refused: a misspelt "prod" must not quietly start the development profile.
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.string().default('sqlite:data/app.db'),
  /** PostgreSQL connections per node (db/database.ts says why few): about the database's cores. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Redis shared by every node of the site: rate limits, and the bus that ends sessions, carries
   * settings changes and balance pushes to every node. Needed for more than one node.
   */
  REDIS_URL: z.string().optional(),
  /** Namespace of this site's keys and channels in Redis (several sites may share one server). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,40}$/)
    .default('site:'),
  /**
   * `all` serves the API and runs the background jobs; `api` only serves; `worker` only runs the
   * jobs (and answers /health, /ready and /metrics). Jobs run on one node at a time anyway, under
   * a lease in the database.
   */
  NODE_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  CAPTCHA_MODE: bool.default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo site at start: on by default in development, off (and refused) in production. */
  SEED_DEMO: z.enum(['on', 'off']).optional(),
  DEMO_PASSWORD: z.string().default('demo8888'),
  WEB_DIST: z.string().optional(),
  /** The built back office (apps/admin/dist by default), served at /admin/. */
  ADMIN_DIST: z.string().optional(),
  /** The built agent console (apps/agent/dist by default), served at /agent/. */
  AGENT_DIST: z.string().optional(),
  /**
   * Which proxies in front are trusted to name the client (X-Forwarded-For/-Proto): `off`; `on`
   * or a number, that many hops (the nearest first), never "everyone"; or a comma-separated list
   * of proxy addresses and CIDR ranges. A client can only prepend to the header, so counting hops
   * from our side is what keeps per-IP limits and audit addresses honest.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(on|off|[1-9]|[0-9a-fA-F:./]+(,\s*[0-9a-fA-F:./]+)*)$/,
      'off, on, a hop count 1-9 or proxy addresses',
    )
    .default('off'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(72),
  RATE_REGISTER_PER_10MIN: z.coerce.number().int().positive().default(30),
  RATE_LOGIN_PER_10MIN: z.coerce.number().int().positive().default(100),
  RATE_CAPTCHA_PER_10MIN: z.coerce.number().int().positive().default(300),
  LOGIN_LOCK_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  /** How gateways and providers reach this server (callback URLs); defaults to the local port. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * The sandbox payment gateway and the demo game provider are third parties. `embedded`: mounted
   * in this process for the one-command demo (refused in production); `external`: their own
   * processes at SANDBOX_GATEWAY_URL and DEMO_PROVIDER_URL (a staging site); `off`: not used.
   * Defaults to `embedded`, and to `off` with NODE_ENV=production or an https PUBLIC_URL.
   */
  SANDBOXES: z.enum(['embedded', 'external', 'off']).optional(),
  SANDBOX_GATEWAY_URL: z.string().url().optional(),
  DEMO_PROVIDER_URL: z.string().url().optional(),
  /**
   * The embedded sandbox gateway's own books; defaults to sandbox-gateway.db beside the site's
   * SQLite file.
   */
  SANDBOX_GATEWAY_DB: z.string().optional(),
  /** HMAC secret shared with the sandbox payment gateway (its order API and our callbacks). */
  PAY_SANDBOX_SECRET: z.string().optional(),
  /** HMAC secret shared with the demo game provider (seamless wallet callbacks and operator API). */
  DEMO_PROVIDER_SECRET: z.string().optional(),
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
  /** How often gateway orders past their pay window are closed; 0 stops the job (tests call it). */
  DEPOSIT_EXPIRY_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often the betting-pattern scans (风险预警) read new bet records; 0 stops the job (tests call it). */
  RISK_SCAN_MS: z.coerce.number().int().min(0).default(30_000),
  /** How often risk scores are recomputed for players whose risk facts changed; 0 stops the job. */
  RISK_SCORE_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often closed agent commission periods are sought and settled; 0 stops the job (tests call it). */
  AGENT_SETTLE_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often risk signals past their retention are deleted; 0 stops the job (tests call it). */
  RISK_RETENTION_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** How often withdrawals' risk checks are scored (within seconds); 0 stops the job (tests call it). */
  RISK_CHECK_MS: z.coerce.number().int().min(0).default(2_000),
  /** How often clear withdrawals are approved when the operator switched it on; 0 stops the job. */
  WITHDRAW_AUTO_APPROVE_MS: z.coerce.number().int().min(0).default(3_000),
  /**
   * Tests and demos only (refused in production): agent commission periods of this fixed length
   * instead of the Beijing calendar's months or weeks; 0 keeps the calendar.
   */
  AGENT_PERIOD_MS: z.coerce.number().int().min(0).default(0),
  /** A transfer pending this long is sent again by the reconciler. */
  TRANSFER_RETRY_AFTER_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * The demo provider's sportsbook: how often its jobs run (calendar, settlement, unpaid money; 0
   * stops them, tests drive them by hand) and, for tests and demos, the real time every match takes.
   */
  DEMO_PROVIDER_BOOK_JOBS_MS: z.coerce.number().int().min(0).default(2000),
  DEMO_PROVIDER_MATCH_MS: z.coerce.number().int().min(1000).max(86_400_000).optional(),
  /** Fault knob for tests: the demo provider's simulated transfer latency. */
  DEMO_PROVIDER_TRANSFER_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Where uploaded avatars are kept; defaults to uploads/ beside the site's SQLite file. */
  UPLOAD_DIR: z.string().optional(),
  ADMIN_INITIAL_PASSWORD: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Requests slower than this are logged (with every failed one); the rest only with ACCESS_LOG=all. */
  SLOW_REQUEST_MS: z.coerce.number().int().positive().default(1000),
  ACCESS_LOG: z.enum(['errors', 'all']).default('errors'),
  /** Who may read /metrics: comma-separated addresses or CIDR ranges (after TRUST_PROXY). */
  METRICS_ALLOW: z
    .string()
    .regex(/^[0-9a-fA-F:./]+(\/\d{1,3})?(,\s*[0-9a-fA-F:./]+(\/\d{1,3})?)*$/, 'addresses or CIDR ranges')
    .default('127.0.0.0/8,::1/128'),
  /** On SIGTERM: how long streams, requests and a running job get to finish before the process exits. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(25_000),
});

type Parsed = z.infer<typeof schema>;
export type Config = Parsed & {
  SEED_DEMO: 'on' | 'off';
  SANDBOXES: 'embedded' | 'external' | 'off';
  PAY_SANDBOX_SECRET: string;
  DEMO_PROVIDER_SECRET: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const production = parsed.data.NODE_ENV === 'production';
  const publicHttps = parsed.data.PUBLIC_URL?.startsWith('https://') ?? false;
  const problems = production ? productionProblems(parsed.data, env) : [];
  if (problems.length) throw new ProductionConfigError(problems);
  if (parsed.data.NODE_ROLE !== 'all' && parsed.data.SANDBOXES === 'embedded') {
    throw new Error('Invalid configuration: NODE_ROLE api or worker needs SANDBOXES=external or off');
  }
  // Outside production the published development secrets stand in for unset ones.
  const config: Config = {
    ...parsed.data,
    SEED_DEMO: parsed.data.SEED_DEMO ?? (production ? 'off' : 'on'),
    // A site at a public https address is not the local demo, whatever NODE_ENV says.
    SANDBOXES: parsed.data.SANDBOXES ?? (production || publicHttps ? 'off' : 'embedded'),
    PAY_SANDBOX_SECRET: parsed.data.PAY_SANDBOX_SECRET ?? (production ? '' : DEV_SECRETS.PAY_SANDBOX_SECRET),
    DEMO_PROVIDER_SECRET:
      parsed.data.DEMO_PROVIDER_SECRET ?? (production ? '' : DEV_SECRETS.DEMO_PROVIDER_SECRET),
  };
  // Side files live beside the site's SQLite file, so resetting one data folder resets them all.
  const site = config.DATABASE_URL.startsWith('sqlite:') ? config.DATABASE_URL.slice('sqlite:'.length) : '';
  const beside = (name: string, inMemory: string) =>
    site === ':memory:' ? inMemory : join(site ? dirname(site) : 'data', name);
  config.DEMO_PROVIDER_DB ??= beside('demo-provider.db', ':memory:');
  config.SANDBOX_GATEWAY_DB ??= beside('sandbox-gateway.db', ':memory:');
  config.UPLOAD_DIR ??= beside('uploads', 'data/uploads');
  return config;
}

/** The production profile's refusal: every problem found, one line each. */
export class ProductionConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start with NODE_ENV=production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Fastify's trustProxy for TRUST_PROXY: none, the nearest `n` hops, or the trusted proxy addresses. */
export function trustedProxies(
  setting: string,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === 'off') return false;
  const hops = setting === 'on' ? 1 : /^[1-9]$/.test(setting) ? Number(setting) : 0;
  if (hops) return (_address, hop) => hop < hops;
  return setting.split(',').map((a) => a.trim());
}
