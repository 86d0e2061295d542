/**
 * Where the site may send a player from content operators place (home banners): one of the
 * player site's own pages, or a promotion's detail page. A module without zod, so the home page
 * and the console's banner editor import it for nothing; the server checks every saved link with
 * `parseSiteLink`, and the player site's route table is tested to serve every path listed here.
 */

/** The player site's pages a link may name (hash routes of spec 000 §2 and 001 §2), by label. */
export const SITE_LINKS = [
  { path: '/', label: '首页' },
  { path: '/discount', label: '优惠活动' },
  { path: '/wallet', label: '存款' },
  { path: '/withdraw', label: '取款' },
  { path: '/transfer', label: '转账' },
  { path: '/hongbao', label: '抢红包' },
  { path: '/welfare', label: '福利中心' },
  { path: '/vip', label: 'VIP特权' },
  { path: '/electronics', label: '电子游戏' },
  { path: '/login?type=1', label: '注册' },
  { path: '/mine', label: '我的' },
  { path: '/message', label: '消息中心' },
  { path: '/meyList', label: '交易记录' },
  { path: '/bankCard', label: '卡片管理' },
  { path: '/account', label: '账户安全中心' },
  { path: '/applyList', label: '活动申请记录' },
  { path: '/apply', label: '代理申请' },
  { path: '/protection', label: '负责任博彩' },
  { path: '/customer', label: '客服中心' },
  { path: '/kefu', label: '在线客服' },
  { path: '/about', label: '关于我们' },
  { path: '/app', label: 'APP下载' },
] as const;

export type SiteLinkPath = (typeof SITE_LINKS)[number]['path'];

/** A promotion's detail page (spec 000 §2: /discountInfo?id={id}). */
export const activityLink = (id: number): string => `/discountInfo?id=${id}`;

const ACTIVITY_LINK = /^\/discountInfo\?id=([1-9]\d{0,9})$/;

export type SiteLink = { kind: 'page'; path: SiteLinkPath; label: string } | { kind: 'activity'; id: number };

/** What a stored link names, or null when it is none of the site's pages nor a promotion. */
export function parseSiteLink(link: string): SiteLink | null {
  const page = SITE_LINKS.find((l) => l.path === link);
  if (page) return { kind: 'page', path: page.path, label: page.label };
  const activity = ACTIVITY_LINK.exec(link);
  return activity ? { kind: 'activity', id: Number(activity[1]) } : null;
}

export const SITE_LINK_MSG = {
  required: '请选择跳转页面',
  unknown: '跳转页面须为站内页面或优惠活动，请从列表中选择',
  activity: '所选优惠活动不存在或未上架',
} as const;
