import { lazy, type ComponentType } from 'react';
import { HomePage } from '../features/home/home-page';

/**
 * Every route of the spec (000 §2, 001 §2) and how the shell treats it. A screen not built yet
 * has no `page`: its guard still applies, then it falls back to `/`. Adding it is one `page:` line.
 *
 * guard 'home': a visitor goes to `/?redirect=<path>` (the spec's first reading);
 * guard 'login': a visitor goes to `/login` (its second reading, for wallet, message and hongbao).
 */
export type Guard = 'home' | 'login';

export interface RouteMeta {
  path: string;
  /** Sub-page header title; no title, no header (home draws its own top bar). */
  title?: string;
  guard?: Guard;
  keepAlive?: boolean;
  hideTabBar?: boolean;
  /** Where the header's back arrow goes instead of the previous page. */
  backTo?: string;
  page?: ComponentType;
}

/** Each lazy page's loader: the one React.lazy calls, so a load started early is the same file. */
const pageLoaders = new Map<ComponentType, () => Promise<unknown>>();

/**
 * A page in a file of its own, fetched when first drawn or earlier by route-prefetch. Both get the
 * same promise: a second import() of a loaded file still resolves a task later, too late for React
 * to draw the page without its loading screen; a settled promise is read at once.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let loading: ReturnType<typeof load> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a file that failed to load (a dropped connection) is asked for again
      throw error;
    }));
  const page = lazy(loadOnce);
  pageLoaders.set(page, loadOnce);
  return page;
}

const MinePage = lazyPage(() => import('../features/mine/mine-page'));
const SettingsPage = lazyPage(() => import('../features/settings/settings-page'));
const KefuPage = lazyPage(() => import('../features/frames/kefu-page'));
const LoginPage = lazyPage(() => import('../features/auth/login-page'));
// The game frame with the reality check over it (composed in app/: features do not import each other).
const GamePage = lazyPage(() => import('./game-route'));
const AppDownloadPage = lazyPage(() => import('../features/frames/app-download-page'));
const BankCardPage = lazyPage(() => import('../features/cards/bank-card-page'));
const AddBankCardPage = lazyPage(() => import('../features/cards/add-bank-card-page'));
const AddUsdtPage = lazyPage(() => import('../features/cards/add-usdt-page'));
const AddAnTokenPage = lazyPage(() => import('../features/cards/add-antoken-page'));
const DepositPage = lazyPage(() => import('../features/deposit/deposit-page'));
const PayInfoPage = lazyPage(() => import('../features/deposit/pay-info-page'));
const WithdrawPage = lazyPage(() => import('../features/withdraw/withdraw-page'));
const TransferPage = lazyPage(() => import('../features/transfer/transfer-page'));
const FundingRecordsPage = lazyPage(() => import('../features/records/funding-records-page'));
const MoneyListPage = lazyPage(() => import('../features/records/money-list-page'));
const ElectronicsPage = lazyPage(() => import('../features/electronics/electronics-page'));
const VipPage = lazyPage(() => import('../features/vip/vip-page'));
const CustomerPage = lazyPage(() => import('../features/help/customer-page'));
const AboutPage = lazyPage(() => import('../features/help/about-page'));
const AccountPage = lazyPage(() => import('../features/account/account-page'));
const ApplyPage = lazyPage(() => import('../features/agent/apply-page'));
const DiscountPage = lazyPage(() => import('../features/promotions/discount-page'));
const DiscountInfoPage = lazyPage(() => import('../features/promotions/discount-info-page'));
const ApplyListPage = lazyPage(() => import('../features/promotions/apply-list-page'));
const MessagePage = lazyPage(() => import('../features/messages/message-page'));
const HongbaoPage = lazyPage(() => import('../features/redpacket/hongbao-page'));
const WelfarePage = lazyPage(() => import('../features/redpacket/welfare-page'));
const ProtectionPage = lazyPage(() => import('../features/protection/protection-page'));

/** Children of the main layout (bottom tab bar, sub-page header). */
export const layoutRoutes: RouteMeta[] = [
  { path: '/', keepAlive: true, page: HomePage },
  { path: '/discount', title: '优惠活动', keepAlive: true, page: DiscountPage },
  { path: '/wallet', title: '钱包', guard: 'login', page: DepositPage },
  { path: '/mine', title: '我的', page: MinePage },
  { path: '/message', title: '消息中心', guard: 'login', page: MessagePage },
  { path: '/electronics', title: '游戏列表', keepAlive: true, page: ElectronicsPage },
  { path: '/discountInfo', title: '优惠详情', hideTabBar: true, page: DiscountInfoPage },
  { path: '/withdraw', title: '钱包', guard: 'home', page: WithdrawPage },
  { path: '/transfer', title: '钱包', guard: 'home', page: TransferPage },
  { path: '/customer', title: '客服中心', page: CustomerPage },
  { path: '/apply', title: '代理申请', guard: 'home', page: ApplyPage },
  { path: '/setting', title: '设置', guard: 'home', page: SettingsPage },
  { path: '/about', title: '关于我们', page: AboutPage },
  { path: '/applyList', title: '活动申请记录', guard: 'home', page: ApplyListPage },
  { path: '/account', title: '账户安全中心', guard: 'home', hideTabBar: true, page: AccountPage },
  { path: '/vip', title: 'VIP特权', keepAlive: true, page: VipPage },
  { path: '/bankCard', title: '提现绑定管理', guard: 'home', hideTabBar: true, page: BankCardPage },
  { path: '/addBankCard', title: '绑定银行卡', guard: 'home', hideTabBar: true, page: AddBankCardPage },
  { path: '/addUsdtAds', title: '绑定电子钱包', guard: 'home', hideTabBar: true, page: AddUsdtPage },
  { path: '/addAnToken', title: '绑定AnToken钱包', guard: 'home', page: AddAnTokenPage },
  { path: '/meyList', title: '钱包记录', guard: 'home', page: MoneyListPage },
  { path: '/welfare', title: '福利中心', guard: 'home', page: WelfarePage },
  { path: '/kefu', title: '在线客服', keepAlive: true, backTo: '/', page: KefuPage },
  { path: '/hongbao', title: '抢红包', guard: 'login', page: HongbaoPage },
  { path: '/payInfo', title: '充值', guard: 'home', page: PayInfoPage },
  // Where a withdrawal lands (spec 001 §2 names the route, not its content): the withdrawal records.
  { path: '/fundingRecords', title: '取款记录', guard: 'home', page: FundingRecordsPage },
  // Not in the spec: the responsible-gambling tools (limits, time-out, self-exclusion, reminders).
  { path: '/protection', title: '负责任博彩', guard: 'home', hideTabBar: true, page: ProtectionPage },
];

/** Full-screen routes outside the layout. */
export const topLevelRoutes: RouteMeta[] = [
  { path: '/login', page: LoginPage },
  { path: '/gamePage', page: GamePage },
  { path: '/app', page: AppDownloadPage },
];

export const TABS = [
  { key: '/', title: '首页' },
  { key: '/discount', title: '优惠' },
  { key: '/wallet', title: '钱包' },
  { key: '/mine', title: '我的' },
] as const;

export function findLayoutRoute(pathname: string): RouteMeta | undefined {
  return layoutRoutes.find((route) => route.path === pathname);
}

export function findRoute(pathname: string): RouteMeta | undefined {
  return findLayoutRoute(pathname) ?? topLevelRoutes.find((route) => route.path === pathname);
}

/** Loads the route's page file; nothing to load for a page in the entry (home) or a route without one. */
export function loadPage(route: RouteMeta): Promise<unknown> {
  const load = route.page && pageLoaders.get(route.page);
  return load ? load() : Promise.resolve();
}
