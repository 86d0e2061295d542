import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

/** Games and their lobbies (see app/navigation.ts for the group they sit in). */
export const catalogueNav: NavItem[] = [
  screen('/catalogue/platforms', '游戏平台', P.games, () =>
    import('./platforms-page').then((m) => m.PlatformsPage),
  ),
  screen('/catalogue/games', '游戏列表', P.games, () => import('./games-page').then((m) => m.GamesPage)),
];

/** Campaign rules that live with the catalogue's screens: the VIP ladder and red packets. */
export const campaignRulesNav: NavItem[] = [
  screen('/catalogue/vip-levels', 'VIP等级', P.campaigns, () =>
    import('./vip-levels-page').then((m) => m.VipLevelsPage),
  ),
  screen('/catalogue/redpacket', '红包规则', P.campaigns, () =>
    import('./redpacket-page').then((m) => m.RedpacketPage),
  ),
];

/** Money configuration: where player money goes and which amounts are allowed (moneyAdjust only). */
export const paymentConfigNav: NavItem[] = [
  screen('/catalogue/pay-channels', '支付通道', P.moneyAdjust, () =>
    import('./pay-channels-page').then((m) => m.PayChannelsPage),
  ),
  screen('/catalogue/pay-banks', '收款账户', P.moneyAdjust, () =>
    import('./pay-banks-page').then((m) => m.PayBanksPage),
  ),
  screen('/catalogue/payment-settings', '汇率与提现', P.moneyAdjust, () =>
    import('./payment-settings-page').then((m) => m.PaymentSettingsPage),
  ),
];
