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

const MinePage = lazy(() => import('../features/mine/mine-page'));
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
const KefuPage = lazy(() => import('../features/frames/kefu-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
// The game frame with the reality check over it (composed in app/: features do not import each other).
const GamePage = lazy(() => import('./game-route'));
const AppDownloadPage = lazy(() => import('../features/frames/app-download-page'));
const BankCardPage = lazy(() => import('../features/cards/bank-card-page'));
const AddBankCardPage = lazy(() => import('../features/cards/add-bank-card-page'));
const AddUsdtPage = lazy(() => import('../features/cards/add-usdt-page'));
const AddAnTokenPage = lazy(() => import('../features/cards/add-antoken-page'));
const DepositPage = lazy(() => import('../features/deposit/deposit-page'));
const PayInfoPage = lazy(() => import('../features/deposit/pay-info-page'));
const WithdrawPage = lazy(() => import('../features/withdraw/withdraw-page'));
const TransferPage = lazy(() => import('../features/transfer/transfer-page'));
const FundingRecordsPage = lazy(() => import('../features/records/funding-records-page'));
const MoneyListPage = lazy(() => import('../features/records/money-list-page'));
const ElectronicsPage = lazy(() => import('../features/electronics/electronics-page'));
const VipPage = lazy(() => import('../features/vip/vip-page'));
const CustomerPage = lazy(() => import('../features/help/customer-page'));
const AboutPage = lazy(() => import('../features/help/about-page'));
const AccountPage = lazy(() => import('../features/account/account-page'));
const ApplyPage = lazy(() => import('../features/agent/apply-page'));
const DiscountPage = lazy(() => import('../features/promotions/discount-page'));
const DiscountInfoPage = lazy(() => import('../features/promotions/discount-info-page'));
const ApplyListPage = lazy(() => import('../features/promotions/apply-list-page'));
const MessagePage = lazy(() => import('../features/messages/message-page'));
const HongbaoPage = lazy(() => import('../features/redpacket/hongbao-page'));
const WelfarePage = lazy(() => import('../features/redpacket/welfare-page'));
const ProtectionPage = lazy(() => import('../features/protection/protection-page'));

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
