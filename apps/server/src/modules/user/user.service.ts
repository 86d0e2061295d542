import type { Kysely } from 'kysely';
import { formatFen, MSG, settingText, type BalanceInfo, type UserInfo } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing } from '../../lib/clock.js';
import type { SettingsService } from '../site/settings.service.js';
import { userRepository, type Balances } from './user.repository.js';

export function createUserService(
  db: Kysely<DB>,
  settings: SettingsService,
  balances: (userId: number) => Promise<Balances>,
  /** Brings the transfer platforms' bet records in (at most one pull a second per node). */
  pullBetsSoon?: () => Promise<void>,
) {
  return {
    /**
     * The two balances. Money in a transfer platform moves with every round played there, and the
     * provider only tells us through its bet records: a player holding such money gets them pulled
     * first, so the figure shown follows the rounds just played, not the last background pull.
     */
    async balance(userId: number): Promise<BalanceInfo> {
      let { main, game } = await balances(userId);
      if (game > 0 && pullBetsSoon) {
        await pullBetsSoon().catch(() => undefined);
        ({ main, game } = await balances(userId));
      }
      return { balance: formatFen(main), gameblance: formatFen(game) };
    },

    async info(userId: number): Promise<UserInfo> {
      const [user, wallet, s] = await Promise.all([
        userRepository.findById(db, userId),
        balances(userId),
        settings.values(),
      ]);
      if (!user) throw new AppError(MSG.unauthenticated, 401, 401);
      return {
        id: user.id,
        username: user.username,
        avatar: user.avatar || '/img/avatar-default.svg',
        balance: formatFen(wallet.main),
        gameblance: formatFen(wallet.game),
        isblack: user.isblack ? 1 : 0,
        status: user.status ? 1 : 0,
        current_vip: `VIP${user.vip}`,
        vip: user.vip,
        vipname: `/img/vip/vip${user.vip}.svg`,
        usdtrate: settingText('usdt_rate', s.usdt_rate),
        isagent: user.isagent ? 1 : 0,
        transferstatus: user.transferstatus ? 1 : 0,
        withdrawcashfee: formatFen(s.withdraw_fee_erc20),
        withdrawfeeusdttrc: formatFen(s.withdraw_fee_trc20),
        withdrawusdtrate: settingText('usdt_rate', s.usdt_rate),
        realname: user.realname,
        mobile: user.mobile,
        email: user.email,
        birthday: user.birthday,
        pid: user.pid,
        created_at: formatBeijing(new Date(Number(user.created_at))),
        last_login_at: user.last_login_at ? formatBeijing(new Date(Number(user.last_login_at))) : null,
      };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
