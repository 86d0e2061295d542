import { PAY_WAY_PRIORITY, type Paytype, type PayWayFlags } from '@app/shared';

export type ChannelKey = (typeof PAY_WAY_PRIORITY)[number];

export interface Channel {
  key: ChannelKey;
  paytype: Paytype;
  title: string;
  subtitle: string;
  icon: string;
  badge?: string;
}

/** The deposit tiles, keyed by their pay-way flag (spec 000 §2). */
export const CHANNELS: Record<ChannelKey, Channel> = {
  antoken: {
    key: 'antoken',
    paytype: 'antoken',
    title: 'AnToken钱包',
    subtitle: 'TRC20 极速到账',
    icon: './img/pay/antoken.svg',
    badge: '推荐',
  },
  usdt: {
    key: 'usdt',
    paytype: 'usdt',
    title: '数字货币',
    subtitle: 'USDT 双协议',
    icon: './img/pay/usdt.svg',
  },
  card: { key: 'card', paytype: 'bank', title: '银联卡', subtitle: '银行卡转账', icon: './img/pay/bank.svg' },
  wxpay: {
    key: 'wxpay',
    paytype: 'wxpay',
    title: '微信支付',
    subtitle: '扫码支付',
    icon: './img/pay/wechat.svg',
  },
  alipay: {
    key: 'alipay',
    paytype: 'alipay',
    title: '支付宝',
    subtitle: '扫码支付',
    icon: './img/pay/alipay.svg',
  },
};

export const MANUAL_ICON = './img/pay/kefu.svg';

/** The switched-on channels in the default priority: the first is chosen on arrival (spec 000 §4). */
export function enabledChannels(flags: PayWayFlags | undefined): Channel[] {
  if (!flags) return [];
  return PAY_WAY_PRIORITY.filter((key) => Number(flags[key]) === 1).map((key) => CHANNELS[key]);
}
