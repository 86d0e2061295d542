import { z } from 'zod';
import {
  EXCLUSION_KINDS,
  type ExclusionItem,
  type LimitHistoryItem,
  type LimitStatus,
} from '../../protection.js';
import { text } from '../input.js';
import { adminPaging, dayRange, type ListFilter } from './paging.js';

/**
 * The back office's side of player protection, read-only on purpose: one player's limits and
 * exclusions, every exclusion, and the players whose deposits rise sharply. Nothing lifts one.
 */

/** One player, by id or account. */
export const playerProtectionQuery = z.strictObject({
  user: text(32).trim().min(1, '请输入会员ID或账号'),
});
/** The day range is on when the exclusion was asked for. */
export const exclusionsQuery = z.strictObject({
  ...adminPaging,
  ...dayRange,
  kind: z.enum(EXCLUSION_KINDS).optional(),
  state: z.enum(['active', 'ended']).optional(),
  user: text(32).trim().optional(),
});
export const risingDepositsQuery = z.strictObject({
  ...adminPaging,
  days: z.coerce
    .number()
    .refine((d) => d === 7 || d === 30, '统计周期只能是 7 天或 30 天')
    .default(7),
  // Current period at least this many times the previous one.
  ratio: z.coerce.number().min(1.1, '上升倍数至少 1.1').max(100, '上升倍数不能超过 100').default(2),
  /** Yuan: the least the current period must reach; 1000 when left out. */
  min: z.union([text(16), z.number()]).optional(),
});

export type ExclusionFilter = ListFilter<z.infer<typeof exclusionsQuery>>;
export type RisingFilter = ListFilter<z.infer<typeof risingDepositsQuery>>;

export interface PlayerProtection {
  player: {
    id: number;
    username: string;
    realname: string;
    created_at: string;
    last_login_at: string | null;
  };
  limits: LimitStatus[];
  active_exclusion: ExclusionItem | null;
  limit_history: Array<LimitHistoryItem & { id: number }>;
  exclusions: ExclusionItem[];
  adult_confirmed_at: string | null;
  reality_check_minutes: number | null;
}

export interface ExclusionRow extends ExclusionItem {
  user_id: number;
  username: string;
  ip: string;
  created_at: string;
}

export interface RisingRow {
  user_id: number;
  username: string;
  current: string;
  previous: string;
  current_count: number;
  previous_count: number;
  increase: string;
  /** Current as a percent of the previous period; null for a first-time depositor. */
  ratio_pct: number | null;
  has_limit: boolean;
  excluded: boolean;
}
