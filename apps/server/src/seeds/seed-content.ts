import type { Kysely } from 'kysely';
import type { SiteLinkPath } from '@app/shared';
import { sanitizeRichHtml } from '../lib/sanitize.js';
import type { DB } from '../db/schema.js';

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const qa = (items: Array<[string, string]>) => items.map(([q, a]) => `<h4>${q}</h4><p>${a}</p>`).join('');

/**
 * Site articles for every type the client asks for (1–8). Operators edit them in the back office.
 * Figures are placeholders ({deposit_min}: HELP_FIGURES in @app/shared) filled from the live
 * settings as each article is served, and every 「A → B」 way through the site is one of HELP_PATHS.
 */
const ARTICLES: Array<[number, string, string]> = [
  [
    1,
    '关于我们',
    '<h3>金沙娱乐</h3>' +
      p(
        '金沙娱乐成立于2018年，是一家专注于移动端的综合娱乐平台，提供真人视讯、电子游艺、棋牌、体育、彩票、电竞与捕鱼等多种游戏。',
        '我们与多家持牌游戏供应商合作，所有游戏结果均由供应商服务器以加密随机数生成，公平公正。',
        '平台采用银行级数据加密与多重风控体系，保障会员资金与隐私安全；7×24小时客服随时为您服务。',
      ),
  ],
  [
    2,
    '规则与条款',
    '<h3>一般条款</h3>' +
      ol(
        '会员须年满18周岁，并确保所在地区法律允许参与线上娱乐。',
        '每位会员仅可注册一个账号，同一IP、设备、银行卡不得用于多个账号。',
        '会员须妥善保管登录密码与支付密码，因个人原因导致的损失由会员自行承担。',
        '所有优惠均有流水要求，未完成流水前不可提款；恶意套利将被取消优惠并冻结账户。',
        '游戏结果以游戏供应商记录为准，如遇系统故障，该局注单作废并退还本金。',
        '本站保留修改条款的权利，修改后的条款自公布之日起生效。',
      ),
  ],
  [
    3,
    '隐私政策',
    '<h3>我们收集的信息</h3>' +
      p(
        '注册与使用服务时，我们会收集您提供的用户名、真实姓名、联系方式及绑定的收款账户，用于身份核验、资金往来与客户服务。',
      ) +
      '<h3>信息的保护</h3>' +
      p(
        '密码以不可逆方式加密保存，银行卡号在日志与后台中脱敏显示；我们不会向任何第三方出售您的个人信息。',
        '仅在法律要求或为保障资金安全的必要情形下，我们才会向有关机构提供必要信息。',
      ),
  ],
  [
    4,
    '博彩责任',
    '<h3>理性娱乐，量力而行</h3>' +
      p(
        '娱乐应当是轻松愉快的。请为自己设定预算与时间上限，切勿借贷参与游戏，切勿试图追回损失。',
        '如果您感到难以控制，可以在「我的 → 负责任博彩」中设定存款限额、冷静期或自我排除，也可随时联系客服协助。',
        '本站严禁未满18周岁人士注册与参与游戏。',
      ),
  ],
  [
    5,
    '常见问题',
    qa([
      [
        '存款多久到账？',
        '在线支付通常即时到账；银行转账在财务确认收款后到账，一般 1-10 分钟。单笔最低存款 {deposit_min} 元，' +
          'USDT-ERC20 通道单笔最低 {deposit_min_usdt_erc20} 元。',
      ],
      [
        '取款多久到账？',
        '取款提交后经后台审核，通常 0-3 分钟到账。银行卡取款本站不收取手续费；USDT 取款每笔扣除链上手续费：TRC20 {withdraw_fee_usdt_trc20} USDT，' +
          'ERC20 {withdraw_fee_usdt_erc20} USDT。',
      ],
      ['为什么不能取款？', '请确认已完成流水要求（可在取款页面查看剩余打码量），并已绑定银行卡或钱包地址。'],
      ['忘记支付密码怎么办？', '请联系在线客服，核实身份后为您重置。'],
      [
        '返水什么时候可以领取？',
        '每笔注单结算后自动计入待领取返水，可在「我的 → 交易记录 → 返水记录」中随时领取。',
      ],
    ]),
  ],
  [
    6,
    '新手指南',
    qa([
      ['如何注册？', '点击首页的「注册」，填写用户名、密码、真实姓名与支付密码即可完成注册。'],
      ['如何存款？', '进入「钱包 → 存款」，选择支付方式并输入金额，按提示完成支付。'],
      [
        '如何转账到游戏？',
        '进入「钱包 → 转账」，选择转出与转入钱包并输入金额；开启免转模式后进入游戏将自动转入余额。',
      ],
    ]),
  ],
  [
    7,
    '存款帮助',
    qa([
      ['支持哪些存款方式？', 'AnToken钱包、USDT（TRC20/ERC20）、银行卡转账、微信与支付宝。'],
      [
        '单笔存款限额',
        '单笔最低存款 {deposit_min} 元；USDT 的 TRC20 协议单笔最低 {deposit_min_usdt_trc20} 元，' +
          'ERC20 协议因链上手续费较高，单笔最低 {deposit_min_usdt_erc20} 元。各通道限额以存款页面显示为准。',
      ],
      ['USDT 存款注意事项', '请务必选择与付款钱包一致的网络协议（TRC20 或 ERC20），转错网络的资产无法找回。'],
    ]),
  ],
  [
    8,
    '取款帮助',
    qa([
      [
        '取款需要什么条件？',
        '完成流水要求、在「我的 → 卡片管理」绑定银行卡或钱包地址，并输入正确的支付密码。单笔最低 {withdraw_min} 元、最高 {withdraw_max} 元，' +
          '每日最多 {withdraw_daily_count} 次，取款时间：{withdraw_hours}。',
      ],
      [
        '取款手续费',
        '银行卡取款免手续费；USDT 取款每笔扣除手续费 TRC20 {withdraw_fee_usdt_trc20} USDT、' +
          'ERC20 {withdraw_fee_usdt_erc20} USDT，从到账的 USDT 中扣除。',
      ],
    ]),
  ],
];

export async function seedArticles(db: Kysely<DB>, now: number): Promise<void> {
  const any = await db.selectFrom('articles').select('type').limit(1).executeTakeFirst();
  if (any) return;
  await db
    .insertInto('articles')
    .values(
      ARTICLES.map(([type, title, content]) => ({
        type,
        title,
        content: sanitizeRichHtml(content),
        updated_at: now,
      })),
    )
    .execute();
}

/**
 * The home carousel: each picture draws a button (立即存款 ›, 查看特权 ›, 马上去抢 ›) and links to
 * the page it names. A demo site seeded before banners had links gets them on its next start.
 */
const BANNERS: Array<{ src: string; link: SiteLinkPath }> = [
  { src: '/img/banner-1.webp', link: '/wallet' },
  { src: '/img/banner-2.webp', link: '/vip' },
  { src: '/img/banner-3.webp', link: '/hongbao' },
];

export async function seedBanners(db: Kysely<DB>, now: number): Promise<void> {
  const any = await db.selectFrom('banners').select('id').limit(1).executeTakeFirst();
  if (!any) {
    await db
      .insertInto('banners')
      .values(BANNERS.map((b, i) => ({ type: 2, ...b, sort: BANNERS.length - i, state: 1, created_at: now })))
      .execute();
    return;
  }
  for (const b of BANNERS) {
    await db
      .updateTable('banners')
      .set({ link: b.link })
      .where('src', '=', b.src)
      .where('link', '=', '')
      .execute();
  }
}

/** The demo player's inbox: what the system sends when money moves, and a welcome from operators. */
export async function seedDemoInbox(db: Kysely<DB>, userId: number, now: number): Promise<void> {
  const day = 86_400_000;
  await db
    .insertInto('messages')
    .values([
      {
        user_id: userId,
        kind: 'operator',
        title: '欢迎加入金沙娱乐',
        content:
          '<p>尊敬的会员，欢迎加入金沙娱乐！新人首存即享 <strong>88%</strong> 彩金，详情请查看优惠活动。</p>',
        created_at: now - 7 * day,
        read_at: now - 6 * day,
      },
      {
        user_id: userId,
        kind: 'deposit',
        title: '存款到账通知',
        content: '您的存款 2000.00 元已到账，祝您游戏愉快！',
        created_at: now - 6 * day,
        read_at: now - 6 * day,
      },
      {
        user_id: userId,
        kind: 'deposit',
        title: '存款到账通知',
        content: '您的存款 500.00 元已到账，祝您游戏愉快！',
        created_at: now - 3 * day,
        read_at: null,
      },
      {
        user_id: userId,
        kind: 'deposit',
        title: '存款到账通知',
        content: '您的存款 888.00 元已到账，祝您游戏愉快！',
        created_at: now - day,
        read_at: null,
      },
      {
        user_id: userId,
        kind: 'operator',
        title: '周末电子加赠活动开启',
        content:
          '<p>本周末电子游戏投注满 1000 元即可申请 <strong>58 元</strong> 彩金，名额有限，先到先得。</p>',
        created_at: now - 2 * 3_600_000,
        read_at: null,
      },
    ])
    .execute();
}
