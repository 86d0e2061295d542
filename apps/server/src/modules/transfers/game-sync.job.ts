import type { Config } from '../../config.js';
import type { BetsService } from '../bets/bets.service.js';
import type { TransfersService } from './transfers.service.js';

/**
 * The background job of the game wallets: pulls bet records and resends transfers whose answer
 * was lost. At start it resends every pending transfer at once: the process that sent them is
 * gone, and a transfer number is applied by the provider at most once.
 */
export function startGameSync(
  services: { bets: BetsService; transfers: TransfersService },
  config: Config,
  log: (obj: Record<string, unknown>, msg: string) => void,
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const run = async (retryAfterMs: number) => {
    try {
      await services.transfers.reconcile(retryAfterMs);
      await services.bets.pull();
    } catch (err) {
      log({ err }, 'game sync failed');
    }
    if (!stopped)
      timer = setTimeout(() => void run(config.TRANSFER_RETRY_AFTER_MS), config.GAME_SYNC_MS).unref();
  };
  void run(0);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
