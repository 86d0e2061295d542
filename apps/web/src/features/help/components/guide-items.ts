/**
 * The beginner guide (spec 001 §2, Help): written here, not fetched, because it describes this
 * site's own screens. Its figures are placeholders (HELP_FIGURES in @app/shared) filled with the
 * live settings when shown; each 「A → B」 it names is one of HELP_PATHS.
 */
export interface GuideItem {
  key: string;
  question: string;
  answer: string[];
}

export const GUIDE_ITEMS: GuideItem[] = [
  {
    key: 'register',
    question: '如何注册账号？',
    answer: [
      '点击首页的「注册」按钮，或进入「我的」页面点击「注册」。',
      '填写6-10位字母与数字组合的用户名、至少8位字母与数字组合的登录密码、真实姓名和6位数字支付密码，输入验证码后即可完成注册。',
      '真实姓名须与日后绑定的银行卡持卡人一致，注册后不可自行修改。',
    ],
  },
  {
    key: 'forgot',
    question: '忘记账号或密码怎么办？',
    answer: [
      '请点击登录页的「忘记密码」或本页「联系我们」，联系24小时在线客服。',
      '客服核实您的身份（真实姓名、绑定的手机号或银行卡等）后，将协助您找回账号或重置登录密码、支付密码。',
    ],
  },
  {
    key: 'profile',
    question: '如何修改个人资料？',
    answer: [
      '进入「我的」，点击头像进入「账户安全中心」，可以上传头像、修改登录密码和支付密码，并补充手机号码、电子邮箱和出生日期。',
      '资料一经绑定不可随意修改，如需更改请联系24小时在线客服。',
    ],
  },
  {
    key: 'deposit',
    question: '如何存款？',
    answer: [
      '进入「钱包 → 存款」，选择AnToken钱包、USDT、银行卡、微信或支付宝等存款方式，输入金额后按提示完成支付。',
      '单笔最低存款{deposit_min}元，USDT-ERC20 通道单笔最低{deposit_min_usdt_erc20}元；' +
        '在线支付通常即时到账，银行转账在财务确认收款后到账。',
    ],
  },
  {
    key: 'withdraw',
    question: '如何取款？',
    answer: [
      '先在「我的 → 卡片管理」绑定本人银行卡或USDT钱包地址，然后进入「钱包 → 取款」，选择收款账户，输入金额和支付密码后提交。',
      '单笔最低{withdraw_min}元，取款通常0-3分钟到账。银行卡取款免手续费；' +
        'USDT取款每笔扣除手续费 TRC20 {withdraw_fee_usdt_trc20} USDT、ERC20 {withdraw_fee_usdt_erc20} USDT。',
    ],
  },
  {
    key: 'transfer',
    question: '如何转账到游戏？',
    answer: [
      '进入「钱包 → 转账」，选择转出钱包和转入钱包并输入金额，也可使用各平台的「一键转入」「一键转出」或「一键回收」。',
      '开启「免转」模式后，进入游戏时余额将自动转入，无需手动转账。',
    ],
  },
];

/** The help tab's strapline, with the same placeholders. */
export const GUIDE_STRAPLINE = '存款{deposit_min}元起 · 取款0-3分钟到账 · 银行卡取款免手续费';
