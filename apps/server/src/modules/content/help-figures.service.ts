import { formatFen, helpHours, helpYuan, hoursText, type HelpFigures, type RangeKey } from '@app/shared';
import type { PayChannelsService } from '../deposits/pay-channels.service.js';
import type { SettingsService } from '../site/settings.service.js';

/**
 * The figures help copy quotes (HELP_FIGURES in @app/shared), read live: the deposit channels'
 * minimums and the withdrawal rules, as operators last set them. Read on each article served, so
 * every node and every client says the same figure the moment it changes.
 */
export function createHelpFigures(deps: { settings: SettingsService; payChannels: PayChannelsService }) {
  return {
    async current(): Promise<HelpFigures> {
      const [s, ranges] = await Promise.all([deps.settings.values(), deps.payChannels.ranges()]);
      const minOf = (key: RangeKey) => ranges.find((r) => r.key === key)?.min ?? 0;
      const enabled = ranges.filter((r) => r.enabled);
      const lowest = Math.min(...(enabled.length > 0 ? enabled : ranges).map((r) => r.min));
      const yuanFen = (fen: number) => helpYuan(formatFen(Number.isFinite(fen) ? fen : 0));
      return {
        deposit_min: yuanFen(lowest),
        deposit_min_usdt_trc20: yuanFen(minOf('usdt-trc20')),
        deposit_min_usdt_erc20: yuanFen(minOf('usdt-erc20')),
        withdraw_min: yuanFen(s.withdraw_min),
        withdraw_max: yuanFen(s.withdraw_max),
        withdraw_daily_count: String(s.withdraw_daily_count),
        withdraw_hours: helpHours(hoursText(s.withdraw_hours)),
        withdraw_fee_usdt_trc20: yuanFen(s.withdraw_fee_trc20),
        withdraw_fee_usdt_erc20: yuanFen(s.withdraw_fee_erc20),
      };
    },
  };
}

export type HelpFiguresService = ReturnType<typeof createHelpFigures>;
