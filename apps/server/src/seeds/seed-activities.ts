import type { Kysely } from 'kysely';
import type { ActivityRule, TurnoverBasis } from '@app/shared';
import { sanitizeRichHtml } from '../lib/sanitize.js';
import type { DB } from '../db/schema.js';

const TYPES = ['新人专享', '存款优惠', '返水优惠', '电子专区', '真人专区', '体育专区'];

const rules = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const row = (cells: string[]) => `<tr>${cells.map((c) => `<td align="center">${c}</td>`).join('')}</tr>`;
const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead>` +
  `<tbody>${rows.map(row).join('')}</tbody></table>`;

/** The rules the server checks applications against, as the two activities' texts state them. */
const APPLY_RULES: Record<string, { apply_rule: ActivityRule; rule_min_fen: number }> = {
  newcomer: { apply_rule: 'first_deposit', rule_min_fen: 10_000 },
  'daily-deposit': { apply_rule: 'deposit_today', rule_min_fen: 50_000 },
};
/** Terms that take the turnover multiple of the deposit plus the bonus ((本金+彩金)×15); others of the bonus. */
const TURNOVER_BASIS: Record<string, TurnoverBasis> = { newcomer: 'principal_and_bonus' };

/**
 * [type index, banner file, title, can_apply, bonus percent, bonus cap in yuan, turnover multiple,
 * content]
 */
const ACTIVITIES: Array<[number, string, string, 0 | 1, number, number, string, string]> = [
  [
    0,
    'newcomer',
    '新人首存送88%，最高8888元',
    1,
    88,
    8888,
    '15',
    '<h3>活动内容</h3><p>新注册会员完成首笔存款后，在本页提交申请，即可获得首存金额 ' +
      '<strong style="color:#c81e3a">88%</strong> 的彩金，最高 8888 元。</p>' +
      table(['首存金额', '赠送比例', '最高彩金', '流水要求'], [['100元以上', '88%', '8888元', '15倍']]) +
      '<h3>活动规则</h3>' +
      rules([
        '每位会员仅可申请一次，申请金额需与首笔存款金额一致。',
        '彩金审核通过后自动到账，需完成（本金+彩金）15倍有效投注方可提款。',
        '同一IP、同一设备、同一银行卡仅限一个账号参与。',
        '本活动最终解释权归本站所有。',
      ]),
  ],
  [
    1,
    'daily-deposit',
    '每日存款加赠5%，上不封顶',
    1,
    5,
    0,
    '3',
    `<h3>活动内容</h3><p>活动期间，会员每日单笔存款满 <strong>500 元</strong>，即可申请该笔存款 5% 的加赠彩金，上不封顶。</p>${table(
      ['单笔存款', '加赠比例', '流水要求'],
      [
        ['500元 - 4999元', '5%', '3倍'],
        ['5000元以上', '5%', '3倍'],
      ],
    )}<h3>活动规则</h3>${rules(['每日限申请一次，以北京时间 00:00 为界。', '申请金额为当日任意一笔存款金额。', '加赠彩金需完成3倍流水方可提款。'])}`,
  ],
  [
    2,
    'rebate',
    '无限返水，天天领不停',
    0,
    0,
    0,
    '1',
    `<h3>活动内容</h3><p>所有有效投注均可获得返水，无需申请，每笔注单结算后自动计入待领取返水，在「我的 → 钱包记录 → 返水记录」中一键领取。</p>${table(
      ['等级', '真人', '电子', '棋牌', '体育'],
      [
        ['VIP0', '0.40%', '0.50%', '0.40%', '0.40%'],
        ['VIP5', '0.70%', '1.00%', '0.70%', '0.70%'],
        ['VIP10', '1.20%', '1.60%', '1.20%', '1.20%'],
      ],
    )}<p>返水领取后需完成1倍流水方可提款。</p>`,
  ],
  [
    3,
    'slots-weekly',
    '电子周周奖，奖金18888元',
    0,
    0,
    0,
    '1',
    `<h3>活动内容</h3><p>每周一至周日，电子游戏有效投注排行前 50 名的会员，可瓜分 18888 元奖金，排名奖金于次周一 15:00 前派发至会员账户。</p>${table(
      ['排名', '奖金'],
      [
        ['第1名', '5888元'],
        ['第2名', '3888元'],
        ['第3名', '1888元'],
        ['第4-10名', '388元'],
        ['第11-50名', '88元'],
      ],
    )}`,
  ],
  [
    4,
    'live-streak',
    '真人百家乐连赢8局加送彩金',
    1,
    // The bonus goes by the streak's table, not by a rate: the reviewer credits 188, 588 or 1888.
    0,
    1888,
    '1',
    `<h3>活动内容</h3><p>在真人百家乐中，同一桌台连续投注并连赢 8 局，单局投注 100 元以上，即可申请连赢彩金。</p>${table(
      ['连赢局数', '彩金'],
      [
        ['8局', '188元'],
        ['10局', '588元'],
        ['12局', '1888元'],
      ],
    )}<p>申请金额请填写连赢期间的单局投注金额，客服核对注单后按连赢局数派发上表对应彩金。</p>`,
  ],
  [
    5,
    'sports-insure',
    '体育首注包赔，最高588元',
    1,
    100,
    588,
    '1',
    `<h3>活动内容</h3><p>新会员在体育场馆的首笔投注（赔率 1.5 以上）如未中奖，可申请全额返还，最高 588 元。</p><p>申请金额请填写首注投注金额。返还彩金需完成1倍流水方可提款。</p>`,
  ],
  [
    0,
    'vip-upgrade',
    'VIP晋级礼金，最高188888元',
    0,
    0,
    0,
    '1',
    `<h3>活动内容</h3><p>累计有效投注与累计存款同时达到等级要求即自动晋级，晋级礼金即时到账，无需申请。</p><p>详情请查看「VIP特权」页面。</p>`,
  ],
];

/** Demo promotions in every category; only on an empty table. */
export async function seedActivities(db: Kysely<DB>, now: number): Promise<void> {
  const any = await db.selectFrom('activity_types').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const typeIds: number[] = [];
  for (const [i, name] of TYPES.entries()) {
    const row = await db
      .insertInto('activity_types')
      .values({ name, sort: TYPES.length - i })
      .returning('id')
      .executeTakeFirstOrThrow();
    typeIds.push(Number(row.id));
  }
  await db
    .insertInto('activities')
    .values(
      ACTIVITIES.map(([type, banner, title, can_apply, percent, cap, multiple, content], i) => ({
        type_id: typeIds[type]!,
        title,
        banner: `/img/activities/${banner}.svg`,
        content: sanitizeRichHtml(content),
        can_apply,
        bonus_rate: percent * 100,
        bonus_max_fen: cap * 100,
        turnover_multiple: multiple,
        turnover_basis: TURNOVER_BASIS[banner] ?? 'bonus',
        apply_rule: APPLY_RULES[banner]?.apply_rule ?? '',
        rule_min_fen: APPLY_RULES[banner]?.rule_min_fen ?? 0,
        sort: ACTIVITIES.length - i,
        created_at: now - i * 86_400_000,
        updated_at: now,
      })),
    )
    .execute();
}
