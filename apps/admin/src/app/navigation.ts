import { roleAllows } from '../lib/permissions';
import { agentsNav } from '../features/agents/nav';
import { auditNav, ledgerCheckNav } from '../features/audit/nav';
import { campaignsNav } from '../features/campaigns/nav';
import { campaignRulesNav, catalogueNav, paymentConfigNav } from '../features/catalogue/nav';
import { contentNav } from '../features/content/nav';
import { moneyNav } from '../features/money/nav';
import { operatorsNav } from '../features/operators/nav';
import { playersNav } from '../features/players/nav';
import { protectionNav } from '../features/protection/nav';
import { reportsNav } from '../features/reports/nav';
import { riskBlocksNav } from '../features/risk/blocks/nav';
import { riskReviewNav } from '../features/risk/review/nav';
import { siteNav } from '../features/site/nav';
import { sportsbookNav } from '../features/sportsbook/nav';
import { supportNav } from '../features/support/nav';
import type { NavGroup } from '../lib/nav';

export type { NavGroup, NavItem } from '../lib/nav';

/** The menu: each feature lists its own screens; this file only decides the groups and order. */
export const NAVIGATION: NavGroup[] = [
  { label: '数据概览', items: reportsNav },
  { label: '资金管理', items: [...moneyNav, ...ledgerCheckNav, ...paymentConfigNav] },
  { label: '会员管理', items: [...playersNav, ...protectionNav, ...supportNav] },
  // 风控 (risk.read): each risk screen adds its items here.
  { label: '风控', items: [...riskReviewNav, ...riskBlocksNav] },
  { label: '代理管理', items: agentsNav },
  { label: '活动运营', items: [...campaignsNav, ...campaignRulesNav] },
  { label: '内容与站点', items: [...contentNav, ...siteNav] },
  { label: '游戏管理', items: [...catalogueNav, ...sportsbookNav] },
  { label: '系统', items: [...auditNav, ...operatorsNav] },
];

export const ALL_ITEMS = NAVIGATION.flatMap((group) => group.items);

/** The menu as this role sees it: entries it cannot use are left out, empty groups too. */
export function menuFor(role: string | undefined): NavGroup[] {
  return NAVIGATION.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.hidden && roleAllows(role, item.permission)),
  })).filter((group) => group.items.length > 0);
}

/** Where an operator lands: the first screen their role can use. */
export function homeFor(role: string | undefined): string {
  return menuFor(role)[0]?.items[0]?.path ?? '/account/security';
}
