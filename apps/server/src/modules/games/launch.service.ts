import type { Kysely } from 'kysely';
import { MSG } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { GameProviderAdapter } from '../../providers/game/adapter.js';
import type { SeamlessWallet } from '../seamless/seamless.service.js';
import { players } from '../user/user.public.js';
import { gamesRepository } from './games.repository.js';

export const LAUNCH_MSG = {
  platformClosed: '该游戏平台维护中，请稍后再试',
  gameClosed: '该游戏维护中，请稍后再试',
  providerDown: '游戏服务繁忙，请稍后再试',
} as const;

/**
 * Opens a game for a player: checks the platform and game are open, then asks the platform's
 * adapter for a launch URL. Seamless platforms get a fresh wallet token for the provider; transfer
 * platforms play from the provider's own wallet, filled from /transfer.
 */
export function createLaunchService(deps: {
  db: Kysely<DB>;
  adapters: Record<string, GameProviderAdapter>;
  seamless: SeamlessWallet;
  returnUrl: string;
  /** Free-transfer mode moves the player's money to a transfer platform before its game opens. */
  beforeLaunch?: (userId: number, platform: string) => Promise<void>;
  /** Time-outs and self-exclusions refuse every game. */
  protection?: { assertPlayable(userId: number): Promise<void> };
  /** A game opened: it heads the player's recently played (a failure there does not stop the game). */
  onLaunched?: (userId: number, platform: string, gameCode: string) => Promise<void>;
}) {
  const { db } = deps;
  return {
    async gameUrl(userId: number, req: { plat_name: string; game_code?: string }): Promise<{ url: string }> {
      const platform = await gamesRepository.platform(db, req.plat_name);
      if (!platform || platform.enabled !== 1) throw new AppError(LAUNCH_MSG.platformClosed);
      // Lobby platforms (sports, esports) are opened without a game code: their first game is the lobby.
      const found = await gamesRepository.launchable(db, platform.code, req.game_code);
      if (!found || found.app_state !== 1) throw new AppError(LAUNCH_MSG.gameClosed);
      const user = await players.columns(db, userId, ['username', 'status', 'isblack']);
      if (user.isblack === 1) throw new AppError(MSG.blacklisted);
      if (user.status !== 1) throw new AppError(MSG.disabled);
      await deps.protection?.assertPlayable(userId);
      const adapter = deps.adapters[platform.adapter];
      if (!adapter) throw new AppError(LAUNCH_MSG.platformClosed);
      const walletMode = platform.wallet_mode === 'seamless' ? 'seamless' : 'transfer';
      const token =
        walletMode === 'seamless' ? await deps.seamless.issueToken(userId, platform.code) : undefined;
      if (walletMode === 'transfer') await deps.beforeLaunch?.(userId, platform.code);
      let res: { url: string } | { error: string };
      try {
        res = await adapter.launch({
          playerId: userId,
          username: user.username,
          platform: platform.code,
          gameCode: found.game_code,
          walletMode,
          token,
          returnUrl: deps.returnUrl,
        });
      } catch {
        throw new AppError(LAUNCH_MSG.providerDown);
      }
      if ('error' in res) throw new AppError(res.error);
      await deps.onLaunched?.(userId, platform.code, found.game_code).catch(() => undefined);
      return res;
    },
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
