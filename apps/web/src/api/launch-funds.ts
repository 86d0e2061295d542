import { parseYuanToFen, type PlatformBalance } from '@app/shared';
import { storage } from '../lib/storage';
import { fetchBalance } from './get-balance';
import { fetchPlatformBalances } from './get-platform-balances';

/**
 * Below this a transfer platform's wallet cannot cover a bet at its tables or its sportsbook
 * (their smallest stake is 10 元), so the player is offered money before the game opens.
 */
export const PLAYABLE_FEN = 1000;

export interface FundsOffer {
  platform: PlatformBalance;
  /** The main wallet, in yuan. */
  main: string;
}

/** What the player chose in the sheet: go in (after a transfer or with 免转 on), or stay. */
export type FundsChoice = 'play' | 'cancel';

/**
 * Whether opening a game of `platformCode` should first offer money: 免转 is off, the platform keeps
 * its own wallet (seamless ones play from the main wallet) and that wallet cannot cover a bet.
 */
export async function fundsToOffer(platformCode: string): Promise<FundsOffer | null> {
  if (storage.getUserInfo()?.transferstatus === 1) return null;
  const platform = (await fetchPlatformBalances()).find((p) => p.platname === platformCode);
  if (!platform || (parseYuanToFen(platform.balance) ?? 0) >= PLAYABLE_FEN) return null;
  return { platform, main: (await fetchBalance()).balance };
}

type Asking = { offer: FundsOffer; answer: (choice: FundsChoice) => void } | null;
let asking: Asking = null;
const listeners = new Set<() => void>();

function setAsking(next: Asking) {
  asking = next;
  listeners.forEach((listener) => listener());
}

/** Shows the offer in the one mounted sheet (LaunchFundsSheet) and waits for the player's choice. */
export function askForFunds(offer: FundsOffer): Promise<FundsChoice> {
  asking?.answer('cancel');
  return new Promise((resolve) =>
    setAsking({
      offer,
      answer: (choice) => {
        setAsking(null);
        resolve(choice);
      },
    }),
  );
}

/** For useSyncExternalStore in the sheet. */
export const fundsAsking = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => asking,
};
