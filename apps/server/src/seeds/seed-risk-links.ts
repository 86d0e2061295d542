import type { Kysely } from 'kysely';
import { CARD_TYPE } from '@app/shared';
import type { DB } from '../db/schema.js';
import { inTransaction } from '../db/database.js';
import { ledgerAccounts } from '../ledger/accounts.js';
import { hashPassword } from '../lib/passwords.js';
import { recordSignal } from '../modules/risk/signals/signals.repository.js';
import { tagsRepository } from '../modules/risk/tags/tags.repository.js';
import { playerCredentials } from '../modules/user/user.public.js';

/** The default tags a new site starts with; operators edit them and make more (风控 › 玩家标签). */
export const DEFAULT_TAGS = [
  {
    name: '套利嫌疑',
    colour: '#fa541c',
    effects: ['no_activities', 'no_bonus', 'no_rebate', 'withdraw_review'],
  },
  { name: '对打嫌疑', colour: '#f5222d', effects: ['no_rebate', 'withdraw_review'] },
  { name: '白名单', colour: '#52c41a', effects: [] },
  { name: '重点客户', colour: '#1677ff', effects: [] },
];

/**
 * A ring of four accounts one bonus hunter (羊毛党) runs: three on one phone, three on one home
 * address, and the first and last paying out to the same bank card (the first unbound it). The first
 * is already tagged 套利嫌疑, so the console shows the linked list, the graph and a tag at start.
 */
export const RING = [
  { username: 'lucky8801', realname: '周小龙', device: 'dev-ring-a1b2c3d4', ip: '117.136.45.12' },
  { username: 'lucky8802', realname: '吴晓峰', device: 'dev-ring-a1b2c3d4', ip: '112.96.173.40' },
  { username: 'lucky8803', realname: '郑海燕', device: 'dev-ring-a1b2c3d4', ip: '112.96.173.40' },
  { username: 'lucky8804', realname: '钱多多', device: 'dev-ring-e5f6a7b8', ip: '112.96.173.40' },
] as const;
const SHARED_CARD = '6217003320045678912';
const DAY = 86_400_000;

/** Seeds the default tags and the ring; does nothing for what already exists. */
export async function seedRiskLinks(db: Kysely<DB>, opts: { demoPassword: string; now: number }) {
  const { now } = opts;
  const tagIds = new Map<string, number>();
  for (const t of DEFAULT_TAGS) {
    const existing = await tagsRepository.byName(db, t.name);
    const effects = JSON.stringify(t.effects);
    tagIds.set(
      t.name,
      existing ? Number(existing.id) : await tagsRepository.insert(db, { ...t, effects, now }),
    );
  }
  if (await playerCredentials.byName(db, RING[0].username)) return;
  const [passwordHash, payHash] = await Promise.all([
    hashPassword(opts.demoPassword),
    hashPassword('123456'),
  ]);
  await inTransaction(db, async (trx) => {
    const ids: number[] = [];
    for (const [i, p] of RING.entries()) {
      const joined = now - (12 - i) * DAY;
      const id = await playerCredentials.create(trx, {
        username: p.username,
        password_hash: passwordHash,
        pay_password_hash: payHash,
        realname: p.realname,
        pid: null,
        register_ip: p.ip,
        created_at: joined,
      });
      await ledgerAccounts.main(trx, id, joined);
      ids.push(id);
      const client = { ip: p.ip, deviceId: p.device, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5)' };
      for (const [k, event] of (['register', 'login', 'deposit', 'login'] as const).entries())
        await recordSignal(trx, { event, userId: id, client }, joined + k * 2 * DAY + i * 3_600_000);
    }
    const card = {
      type: CARD_TYPE.bank,
      bank: '中国农业银行',
      bank_no: SHARED_CARD,
      bank_address: '广州天河支行',
    };
    await trx
      .insertInto('cards')
      .values([
        {
          ...card,
          user_id: ids[0]!,
          bank_owner: RING[0].realname,
          created_at: now - 11 * DAY,
          deleted_at: now - 6 * DAY,
        },
        {
          ...card,
          user_id: ids[3]!,
          bank_owner: RING[3].realname,
          created_at: now - 5 * DAY,
          deleted_at: null,
        },
      ])
      .execute();
    const note = '同设备、同 IP 多账户领取首存优惠';
    await tagsRepository.tag(trx, tagIds.get('套利嫌疑')!, [ids[0]!], 0, note, now - DAY);
  });
}
