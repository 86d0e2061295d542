import type { Kysely } from 'kysely';
import { DAY_MS } from '@app/shared';
import type { DB } from '../db/schema.js';
import { blocksRepository } from '../modules/risk/blocks/blocks.repository.js';

/** Entries added by the system (operator 0): the console names them 系统. */
const SYSTEM = 0;

/**
 * The demo's blocklists, so 风控 → 黑名单 shows a working list at start: a proxy range, a device
 * farm's phone, a card passed between players (跑分), and one entry an operator lifted.
 */
export async function seedRiskBlocks(db: Kysely<DB>, now: number): Promise<void> {
  if (await db.selectFrom('risk_blocks').select('id').limit(1).executeTakeFirst()) return;
  const entries = [
    {
      kind: 'ip_range',
      value: '185.220.101.0/24',
      reason: 'Tor 出口节点段，批量注册领取首存彩金',
      days: 0,
      age: 12,
    },
    {
      kind: 'device',
      value: 'c41f7a2e-9b3d-4e8a-a1f0-6d2b5c8e9f13',
      reason: '同一设备注册 6 个账号领取红包',
      days: 30,
      age: 3,
    },
    {
      kind: 'card',
      value: '6217002870011223344',
      reason: '跑分卡：4 名会员先后绑定同一卡号入款',
      days: 0,
      age: 5,
    },
    {
      kind: 'address',
      value: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      reason: '对打团伙共用的提现地址',
      days: 90,
      age: 2,
    },
    {
      kind: 'ip',
      value: '203.0.113.45',
      reason: '误封：网吧出口 IP，核实后解除',
      days: 7,
      age: 8,
      lifted: 7,
    },
  ] as const;
  for (const e of entries) {
    const created = now - e.age * DAY_MS;
    await blocksRepository.insert(db, {
      kind: e.kind,
      value: e.value,
      reason: e.reason,
      expires_at: e.days ? created + e.days * DAY_MS : null,
      created_by: SYSTEM,
      created_at: created,
      lifted_by: 'lifted' in e ? SYSTEM : null,
      lifted_at: 'lifted' in e ? now - e.lifted * DAY_MS : null,
    });
  }
}
