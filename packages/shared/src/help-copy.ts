import type { SiteLinkPath } from './site-links.js';

/**
 * The help and about copy's promises, kept true: figures are written as placeholders ({withdraw_min})
 * and filled from the live settings when the copy is shown (the server fills articles as it serves
 * them; the player site fills its own beginner guide with the same figures), and every way through
 * the site the copy names (「我的 → 负责任博彩」) is one of HELP_PATHS, tested to lead to its page.
 * A module without zod: the help pages import it for nothing.
 */

/** Every placeholder the copy may use, with what it stands for (shown to operators). */
export const HELP_FIGURES = {
  deposit_min: '最低单笔存款（元，已开启通道中最低）',
  deposit_min_usdt_trc20: 'USDT-TRC20 最低单笔存款（元）',
  deposit_min_usdt_erc20: 'USDT-ERC20 最低单笔存款（元）',
  withdraw_min: '最低单笔取款（元）',
  withdraw_max: '最高单笔取款（元）',
  withdraw_daily_count: '每日取款次数',
  withdraw_hours: '取款时间（北京时间）',
  withdraw_fee_usdt_trc20: 'USDT-TRC20 取款手续费（USDT/笔）',
  withdraw_fee_usdt_erc20: 'USDT-ERC20 取款手续费（USDT/笔）',
} as const;

export type HelpFigure = keyof typeof HELP_FIGURES;
export type HelpFigures = Record<HelpFigure, string>;

const PLACEHOLDER = /\{([a-z0-9_]{1,40})\}/g;

/**
 * The copy with each known placeholder replaced by its figure passed through `encode` (the server
 * passes an HTML escaper, so no setting can add markup to an article); an unknown name, or no
 * figures yet, leaves the text as written, and nothing else in the copy is touched.
 */
export function fillHelpFigures(
  copy: string,
  figures: HelpFigures,
  encode: (value: string) => string = (value) => value,
): string {
  return copy.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(HELP_FIGURES, name) ? encode(figures[name as HelpFigure]) : whole,
  );
}

/** A yuan amount as help copy says it: 100, 1,000.50 (no trailing .00). */
export function helpYuan(fixed: string): string {
  const [whole = '0', cents = '00'] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return /^0*$/.test(cents) ? grouped : `${grouped}.${cents}`;
}

/** The withdrawal window as copy says it: 全天 for 00:00-24:00, else the window itself. */
export function helpHours(window: string): string {
  return window === '00:00-24:00' ? '全天24小时' : window;
}

/**
 * The ways through the site the copy may name, written 「A → B」 as the player reads the labels,
 * and the page each ends on. A phrase in copy that is not here is a test failure.
 */
export const HELP_PATHS: Record<string, SiteLinkPath> = {
  '钱包 → 存款': '/wallet',
  '钱包 → 取款': '/withdraw',
  '钱包 → 转账': '/transfer',
  '我的 → 卡片管理': '/bankCard',
  '我的 → 负责任博彩': '/protection',
  '我的 → 交易记录 → 返水记录': '/meyList',
};

/** Every 「A → B」 way through the site a text names, in order. */
export function namedHelpPaths(copy: string): string[] {
  return [...copy.matchAll(/「([^」]*→[^」]*)」/g)].map((m) => m[1]!.trim());
}
