import type { FastifyInstance } from 'fastify';
import { demoProviderPlugin, type DemoProvider } from '@app/demo-provider';
import { sandboxGatewayPlugin, type SandboxGateway } from '@app/sandbox-gateway';
import type { HttpPost } from '@app/shared/node';
import type { Config } from './config.js';
import type { Clock } from './lib/clock.js';

/** Our own address as gateways and providers call it back. */
export const publicUrlOf = (config: Config) => config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`;

/**
 * Where the site reaches the sandbox gateway and the demo provider, or nothing when they are off.
 * Embedded, they answer on our own address; external, on theirs. Either way only over signed HTTP.
 */
export function thirdPartyUrls(config: Config): { gateway?: string; provider?: string } {
  if (config.SANDBOXES === 'off') return {};
  if (config.SANDBOXES === 'embedded') return { gateway: publicUrlOf(config), provider: publicUrlOf(config) };
  return { gateway: config.SANDBOX_GATEWAY_URL, provider: config.DEMO_PROVIDER_URL };
}

export interface EmbeddedOptions {
  config: Config;
  clock: Clock;
  /** How the gateway posts its callbacks; tests route them through app.inject. */
  deliver?: HttpPost;
  /** How the provider calls our wallet; tests route it through app.inject. */
  providerCall?: HttpPost;
}

/**
 * The one-command demo mounts both third parties on the site's own server, each with its own
 * database, reached through the same URLs and signatures as when they run alone. Never in
 * production: the configuration refuses SANDBOXES=embedded there.
 */
export async function mountEmbeddedThirdParties(
  app: FastifyInstance,
  opts: EmbeddedOptions,
): Promise<{ sandbox?: SandboxGateway; provider?: DemoProvider }> {
  const { config, clock } = opts;
  if (config.SANDBOXES !== 'embedded' || config.NODE_ENV === 'production') return {};
  const now = () => clock.now().getTime();
  let sandbox: SandboxGateway | undefined;
  let provider: DemoProvider | undefined;
  await app.register(sandboxGatewayPlugin, {
    dbFile: config.SANDBOX_GATEWAY_DB!,
    secret: config.PAY_SANDBOX_SECRET,
    // Served by this same site, so the pay link works from any address the player uses.
    publicUrl: '',
    deliver: opts.deliver,
    now,
    onOpen: (gateway) => {
      sandbox = gateway;
    },
  });
  await app.register(demoProviderPlugin, {
    dbFile: config.DEMO_PROVIDER_DB!,
    secret: config.DEMO_PROVIDER_SECRET,
    operatorWalletUrl: `${publicUrlOf(config)}/api/provider/demo/wallet`,
    call: opts.providerCall,
    now,
    transferLatencyMs: config.DEMO_PROVIDER_TRANSFER_LATENCY_MS,
    bookJobsMs: config.DEMO_PROVIDER_BOOK_JOBS_MS,
    matchMs: config.DEMO_PROVIDER_MATCH_MS,
    onOpen: (opened) => {
      provider = opened;
    },
  });
  return { sandbox, provider };
}
