import type { Kysely, Selectable } from 'kysely';
import { REBATE_RATE_FIELDS, formatFen, parseYuanToFen, type RebateRateKey } from '@app/shared';
import { inTransaction } from '../../db/database.js';
import type { DB, VipLevelsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import { players } from '../user/user.public.js';
import { vipLevels } from '../vip/vip.public.js';
import type { VipService } from '../vip/vip.service.js';
import type { Actor } from './actor.js';

/** Rebate categories as stored (rate_<key>) with their console labels. */
export const RATE_KEYS = REBATE_RATE_FIELDS.map((f) => f.key);
export type RateKey = RebateRateKey;
const RATE_LABEL = Object.fromEntries(REBATE_RATE_FIELDS.map((f) => [f.key, f.label])) as Record<
  RateKey,
  string
>;

/** Rates are stored in hundredths of a percent; above 5 % a rebate is a typo, not a promotion. */
const MAX_RATE = 500;
const MAX_THRESHOLD_FEN = 100_000_000_000;
const MAX_BONUS_FEN = 100_000_000;

export interface VipLevelInput {
  name: string;
  status: 0 | 1;
  flow: string;
  recharge: string;
  bonus: string;
  /** Percent strings ("0.45"); fishing may be "" to follow slots. */
  rates: Record<RateKey, string>;
}

type Row = Selectable<VipLevelsTable>;
const percent = (rate: number | null) => (rate === null ? '' : (rate / 100).toFixed(2));

function view(r: Row) {
  return {
    level: r.level,
    name: r.name,
    status: Number(r.status),
    flow: formatFen(Number(r.flow_fen)),
    recharge: formatFen(Number(r.recharge_fen)),
    bonus: formatFen(Number(r.bonus_fen)),
    rates: Object.fromEntries(RATE_KEYS.map((k) => [k, percent(r[`rate_${k}`])])) as Record<RateKey, string>,
  };
}

function parseRate(value: string, key: RateKey): number | null {
  const text = value.trim();
  if (key === 'fishing' && text === '') return null;
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text);
  const rate = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN;
  if (!m || rate > MAX_RATE) throw new AppError(`${RATE_LABEL[key]}返水比例须为 0-5%，最多两位小数`);
  return rate;
}

function money(value: string, label: string, max: number): number {
  const fen = parseYuanToFen(value);
  if (fen === null) throw new AppError(`${label}格式不正确，请输入金额（最多两位小数）`);
  if (fen > max) throw new AppError(`${label}超出上限`);
  return fen;
}

/** Each level asks more than the one below it: neither total lower, at least one higher. */
function checkLadder(
  levels: Array<{ level: number; name: string; flow_fen: number; recharge_fen: number }>,
): void {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  for (let i = 1; i < sorted.length; i++) {
    const lower = sorted[i - 1]!;
    const upper = sorted[i]!;
    const rises =
      upper.flow_fen >= lower.flow_fen &&
      upper.recharge_fen >= lower.recharge_fen &&
      (upper.flow_fen > lower.flow_fen || upper.recharge_fen > lower.recharge_fen);
    if (!rises) {
      throw new AppError(
        `等级门槛须逐级升高：${upper.name}（累计流水 ${formatFen(upper.flow_fen)}、` +
          `累计存款 ${formatFen(upper.recharge_fen)}）不能低于 ${lower.name}` +
          `（${formatFen(lower.flow_fen)}、${formatFen(lower.recharge_fen)}），且至少一项更高`,
      );
    }
  }
}

/**
 * VIP levels as operators edit them: thresholds, rebate rates per category, the promotion bonus
 * and whether the level is shown. Promotion never demotes, so raising a threshold later does not
 * take a level away from anyone who reached it.
 */
export function createVipAdminService(deps: { db: Kysely<DB>; audit: AuditService; vip: VipService }) {
  const { db, audit, vip } = deps;

  return {
    async list() {
      const [rows, counts] = await Promise.all([vipLevels.all(db), players.countPerVipLevel(db)]);
      return rows.map((r) => ({ ...view(r), players: counts.get(r.level) ?? 0 }));
    },

    async update(actor: Actor, level: number, input: VipLevelInput) {
      const name = input.name.trim();
      if (name.length < 1 || name.length > 20) throw new AppError('请填写等级名称（1-20 个字）');
      const flow_fen = money(input.flow, '累计流水', MAX_THRESHOLD_FEN);
      const recharge_fen = money(input.recharge, '累计存款', MAX_THRESHOLD_FEN);
      const bonus_fen = money(input.bonus, '晋级彩金', MAX_BONUS_FEN);
      const rates = Object.fromEntries(
        RATE_KEYS.map((k) => [`rate_${k}`, parseRate(input.rates[k] ?? '', k)]),
      ) as Record<`rate_${Exclude<RateKey, 'fishing'>}`, number> & { rate_fishing: number | null };
      if (level === 0 && (flow_fen !== 0 || recharge_fen !== 0))
        throw new AppError('VIP0 是所有会员的起始等级，门槛须为 0');
      if (level === 0 && input.status !== 1) throw new AppError('VIP0 是所有会员的起始等级，不能隐藏');
      const values = { name, status: input.status, flow_fen, recharge_fen, bonus_fen, ...rates };

      const after = await inTransaction(db, async (trx) => {
        // Every level is locked: the ladder check reads them all, and two edits must not interleave.
        await vipLevels.lockAll(trx);
        const rows = await vipLevels.all(trx);
        const current = rows.find((r) => r.level === level);
        if (!current) throw new AppError('VIP 等级不存在');
        checkLadder(
          rows.map((r) =>
            r.level === level
              ? { level, name, flow_fen, recharge_fen }
              : {
                  level: r.level,
                  name: r.name,
                  flow_fen: Number(r.flow_fen),
                  recharge_fen: Number(r.recharge_fen),
                },
          ),
        );
        await vipLevels.update(trx, level, values);
        const next = view({ ...current, ...values });
        await audit.record(
          {
            ...actor,
            action: 'vip.level.update',
            target: { type: 'vip_level', id: level },
            before: view(current),
            after: next,
          },
          trx,
        );
        return next;
      });
      // Players see the new ladder at once on this node; other nodes' caches expire within seconds.
      vip.invalidate();
      return after;
    },
  };
}

export type VipAdminService = ReturnType<typeof createVipAdminService>;
