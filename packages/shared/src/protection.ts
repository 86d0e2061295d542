/**
 * Player protection (responsible gambling): deposit limits, time-outs, self-exclusion and reality
 * checks. A module without zod, so the player pages importing it stay small.
 */

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Rolling windows: a deposit counts against a limit for exactly this long after it was asked for. */
export const LIMIT_PERIOD_MS: Record<LimitPeriod, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};
export const LIMIT_PERIOD_LABEL: Record<LimitPeriod, string> = { day: '24小时', week: '7天', month: '30天' };

/** Raising or removing a limit waits this long; lowering it applies at once. */
export const LIMIT_COOLING_OFF_MS = DAY_MS;
/** The largest limit a player can set, in fen (one hundred million yuan). */
export const LIMIT_MAX_FEN = 10_000_000_000;

export const EXCLUSION_KINDS = ['timeout', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
export const EXCLUSION_KIND_LABEL: Record<ExclusionKind, string> = {
  timeout: '冷静期',
  self_exclusion: '自我排除',
};

export const TIMEOUT_DURATIONS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
export type ExclusionDuration =
  (typeof TIMEOUT_DURATIONS)[number] | (typeof SELF_EXCLUSION_DURATIONS)[number];
export const EXCLUSION_DURATIONS: Record<ExclusionKind, readonly ExclusionDuration[]> = {
  timeout: TIMEOUT_DURATIONS,
  self_exclusion: SELF_EXCLUSION_DURATIONS,
};
export const EXCLUSION_DURATION_LABEL: Record<ExclusionDuration, string> = {
  '24h': '24小时',
  '7d': '7天',
  '30d': '30天',
  '6m': '6个月',
  '1y': '1年',
  '5y': '5年',
  permanent: '永久',
};

/** Reality-check intervals a player may choose, in minutes; the site default applies until they do. */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;

export const PROTECTION_MSG = {
  underAge: '您的资料显示未满18周岁，暂不能存款、游戏或参与优惠，请联系在线客服核实身份',
  periodInvalid: '请选择限额周期',
  amountInvalid: '请输入正确的限额金额（大于 0 的整数或两位小数）',
  amountTooLarge: '限额金额过大',
  limitLowered: '存款限额已生效',
  limitPending: (at: string) => `提高或取消限额需 24 小时冷静期，将于 ${at} 生效`,
  limitUnchanged: '限额未变化',
  pendingCancelled: '已撤销待生效的限额变更',
  nothingPending: '没有待生效的限额变更',
  durationInvalid: '请选择有效的时长',
  confirmRequired: '请确认您已了解：期间无法登录，且不能提前解除',
  passwordRequired: '请输入登录密码以确认自我排除',
  passwordWrong: '登录密码错误',
  alreadyExcluded: '您已处于冷静期或自我排除期间',
  exclusionStarted: (kind: ExclusionKind, until: string | null) =>
    until
      ? `${EXCLUSION_KIND_LABEL[kind]}已生效，至 ${until} 结束，您已退出登录`
      : '永久自我排除已生效，您已退出登录',
  realityInvalid: '请选择有效的提醒间隔',
  realitySaved: '提醒间隔已保存',
  adultRequired: '注册需确认您已年满18周岁',
} as const;

/** Refused at login, with the date the exclusion ends. */
export function exclusionLoginMessage(kind: ExclusionKind, until: string | null): string {
  return until
    ? `您已申请${EXCLUSION_KIND_LABEL[kind]}，至 ${until} 前无法登录`
    : '您已申请永久自我排除，账户无法登录';
}

/** Refused on a deposit, game, transfer in, or promotion during an exclusion. */
export function exclusionBlockedMessage(kind: ExclusionKind, until: string | null): string {
  return `您正处于${EXCLUSION_KIND_LABEL[kind]}${until ? `（至 ${until}）` : '（永久）'}，暂不能存款、游戏、转入游戏平台或参与优惠活动`;
}

/** A deposit over a limit: which limit, what is left, and when this amount fits again. */
export function limitReachedMessage(p: {
  period: LimitPeriod;
  limit: string;
  remaining: string;
  fitsAt: string | null;
}): string {
  const head = `超出您设置的${LIMIT_PERIOD_LABEL[p.period]}存款限额（${p.limit} 元）`;
  const left = Number(p.remaining) > 0 ? `剩余可存 ${p.remaining} 元` : '本期额度已用完';
  const when = p.fitsAt ? `，${p.fitsAt} 后可存入本笔金额` : '，单笔金额不能超过限额';
  return `${head}：${left}${when}`;
}

export interface LimitPending {
  amount: string | null;
  effective_at: string;
}

export interface LimitStatus {
  period: LimitPeriod;
  label: string;
  /** The limit in force, yuan; null when none. */
  limit: string | null;
  /** Gross deposits asked for in the window (pending and credited). */
  used: string;
  remaining: string | null;
  /** When the oldest deposit in the window leaves it, freeing room. */
  next_free_at: string | null;
  pending: LimitPending | null;
}

export interface LimitHistoryItem {
  period: LimitPeriod;
  amount: string | null;
  previous: string | null;
  requested_at: string;
  effective_at: string;
  state: 'active' | 'pending' | 'replaced' | 'cancelled';
}

export interface ExclusionItem {
  id: number;
  kind: ExclusionKind;
  duration: ExclusionDuration;
  starts_at: string;
  ends_at: string | null;
  active: boolean;
}

export interface ProtectionOverview {
  limits: LimitStatus[];
  has_limits: boolean;
  /** No deposit asked for yet: the deposit screen offers to set a limit first. */
  first_deposit: boolean;
  reality_check_minutes: number;
  reality_check_custom: boolean;
  adult_confirmed: boolean;
  history: LimitHistoryItem[];
  exclusions: ExclusionItem[];
}

export interface RealityCheckSession {
  started_at: string;
  /** Seconds since this login. */
  elapsed_seconds: number;
  /** Wins minus stakes since this login, yuan (negative: a loss). */
  net: string;
  interval_minutes: number;
}

export interface SetLimitResult {
  state: 'active' | 'pending' | 'unchanged';
  effective_at: string;
}

/**
 * Whether the site may invite the player to deposit (a 立即充值 or 去存款 button): never during an
 * exclusion, nor while a deposit limit of their own has no room left. Until the player's protection
 * is known, no invitation either.
 */
export function mayInviteDeposit(p: ProtectionOverview | undefined): boolean {
  if (!p) return false;
  if (p.exclusions.some((e) => e.active)) return false;
  return p.limits.every((l) => l.limit === null || Number(l.remaining ?? 0) > 0);
}

/** Said instead of the invitation when a limit has no room. */
export const DEPOSIT_LIMIT_REACHED_NOTE = '您已达到自己设置的存款限额，额度恢复前不建议再存款。';
