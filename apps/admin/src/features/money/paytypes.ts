export const PAYTYPE_LABEL: Record<string, string> = {
  bank: '银行转账',
  usdt: 'USDT',
  antoken: 'AnToken',
  wxpay: '微信支付',
  alipay: '支付宝',
};
