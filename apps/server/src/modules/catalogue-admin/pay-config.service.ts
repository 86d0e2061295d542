import type { Kysely, Selectable } from 'kysely';
import { RANGE_KEYS, formatFen, parseYuanToFen, type RangeKey } from '@app/shared';
import { inTransaction } from '../../db/database.js';
import type { DB, PayBanksTable, PayChannelsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import { SETTING_DEFAULTS, type SettingKey, type SettingsService } from '../site/settings.service.js';
import type { Actor } from './actor.js';

export const PAY_CHANNEL_LABEL: Record<RangeKey, string> = {
  antoken: 'AnToken 钱包',
  'usdt-trc20': 'USDT（TRC20）',
  'usdt-erc20': 'USDT（ERC20）',
  bank: '银行卡转账',
  wechat: '微信支付',
  alipay: '支付宝',
};

/** One deposit may not exceed a million yuan: a larger range is a typo, not a policy. */
const MAX_DEPOSIT_FEN = 100_000_000;
const MAX_WITHDRAW_FEN = 100_000_000;
/** The client itself refuses withdrawals under 100 yuan (WITHDRAW_MSG.belowMin). */
const MIN_WITHDRAW_FLOOR_FEN = 10_000;

export const PAYMENT_SETTING_KEYS = [
  'usdt_rate',
  'withdraw_min',
  'withdraw_max',
  'withdraw_daily_count',
  'withdraw_hours',
  'withdraw_fee_trc20',
  'withdraw_fee_erc20',
] as const satisfies readonly SettingKey[];
export type PaymentSettings = Record<(typeof PAYMENT_SETTING_KEYS)[number], string>;

const HM = '(?:[01]\\d|2[0-3]):[0-5]\\d';
const HOURS = new RegExp(`^(${HM})-(${HM}|24:00)$`);

const yuanFen = (value: unknown, label: string): number => {
  const fen = parseYuanToFen(value);
  if (fen === null) throw new AppError(`${label}格式不正确，请输入金额（最多两位小数）`);
  return fen;
};

/** Ranges go to the client as whole yuan (PayChannelsService.toWire), so they are set in whole yuan. */
const wholeYuanFen = (value: unknown, label: string): number => {
  const fen = yuanFen(value, label);
  if (fen % 100 !== 0) throw new AppError(`${label}须为整数元`);
  return fen;
};

/** "6212 **** **** 5432": enough to tell accounts apart in a list or an export. */
export function maskAccountNo(no: string): string {
  return no.length <= 8 ? `${no.slice(0, 2)}****` : `${no.slice(0, 4)} **** **** ${no.slice(-4)}`;
}

function channelView(c: Selectable<PayChannelsTable>) {
  return {
    key: c.key,
    label: PAY_CHANNEL_LABEL[c.key as RangeKey] ?? c.key,
    enabled: Number(c.enabled),
    min: formatFen(Number(c.min_fen)),
    max: formatFen(Number(c.max_fen)),
    sort: Number(c.sort),
  };
}

function bankView(b: Selectable<PayBanksTable>) {
  return {
    id: b.id,
    bank_name: b.bank_name,
    bank_no: b.bank_no,
    bank_owner: b.bank_owner,
    bank_address: b.bank_address,
    state: Number(b.state),
    created_at: formatBeijing(new Date(Number(b.created_at))),
  };
}

export interface ChannelPatch {
  enabled?: 0 | 1;
  min?: string | number;
  max?: string | number;
  sort?: number;
}

export interface BankInput {
  bank_name: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  state: 0 | 1;
}

function cleanBank(input: BankInput) {
  const bank_no = input.bank_no.replace(/\s+/g, '');
  if (!/^\d{8,30}$/.test(bank_no)) throw new AppError('收款账号须为 8-30 位数字');
  const bank_name = input.bank_name.trim();
  const bank_owner = input.bank_owner.trim();
  if (bank_name.length < 2 || bank_name.length > 30) throw new AppError('请填写银行名称（2-30 个字）');
  if (bank_owner.length < 2 || bank_owner.length > 50) throw new AppError('请填写收款人（2-50 个字）');
  const bank_address = input.bank_address.trim();
  if (bank_address.length > 100) throw new AppError('开户行地址不能超过 100 个字');
  return { bank_name, bank_no, bank_owner, bank_address, state: input.state };
}

/**
 * Deposit channels (switch, range, order), the receiving bank accounts players transfer to, and
 * the USDT rate and withdrawal rules. Each change is one transaction with its audit entry
 * (before and after), so a change is never recorded without happening or the reverse.
 */
export function createPayConfigService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  audit: AuditService;
}) {
  const { db, clock, settings, audit } = deps;

  return {
    async channels() {
      const rows = await db
        .selectFrom('pay_channels')
        .selectAll()
        .orderBy('sort', 'desc')
        .orderBy('key')
        .execute();
      return rows.filter((r) => (RANGE_KEYS as readonly string[]).includes(r.key)).map(channelView);
    },

    async updateChannel(actor: Actor, key: string, patch: ChannelPatch) {
      return inTransaction(db, async (trx) => {
        // A no-op write takes the row lock first: two operators' edits apply one after the other.
        const locked = await trx
          .updateTable('pay_channels')
          .set((eb) => ({ sort: eb.ref('sort') }))
          .where('key', '=', key)
          .executeTakeFirst();
        if (Number(locked.numUpdatedRows) === 0) throw new AppError('支付通道不存在');
        const row = await trx
          .selectFrom('pay_channels')
          .selectAll()
          .where('key', '=', key)
          .executeTakeFirstOrThrow();
        const next = {
          enabled: patch.enabled ?? Number(row.enabled),
          min_fen: patch.min === undefined ? Number(row.min_fen) : wholeYuanFen(patch.min, '最低金额'),
          max_fen: patch.max === undefined ? Number(row.max_fen) : wholeYuanFen(patch.max, '最高金额'),
          sort: patch.sort ?? Number(row.sort),
        };
        if (next.min_fen < 100) throw new AppError('最低金额不能低于 1 元');
        if (next.max_fen < next.min_fen) throw new AppError('最高金额不能低于最低金额');
        if (next.max_fen > MAX_DEPOSIT_FEN) throw new AppError('最高金额不能超过 1000000 元');
        await trx.updateTable('pay_channels').set(next).where('key', '=', key).execute();
        const before = channelView(row);
        const after = channelView({ ...row, ...next });
        await audit.record(
          {
            operatorId: actor.id,
            action: 'paychannel.update',
            target: { type: 'pay_channel', id: key },
            before,
            after,
            ip: actor.ip,
          },
          trx,
        );
        return after;
      });
    },

    /** Receiving accounts for lists: the account number masked. */
    async banks(filter: { state?: 0 | 1; page: number; perPage: number }) {
      let base = db.selectFrom('pay_banks');
      if (filter.state !== undefined) base = base.where('state', '=', filter.state);
      const [total, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base
          .selectAll()
          .orderBy('id')
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage)
          .execute(),
      ]);
      return {
        total: Number(total.n),
        data: rows.map((b) => ({ ...bankView(b), bank_no: maskAccountNo(b.bank_no) })),
      };
    },

    /** One account in full, for the edit form of those who may change it. */
    async bank(id: number) {
      const row = await db.selectFrom('pay_banks').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError('收款账户不存在');
      return bankView(row);
    },

    async createBank(actor: Actor, input: BankInput) {
      const values = cleanBank(input);
      return inTransaction(db, async (trx) => {
        const same = await trx
          .selectFrom('pay_banks')
          .select('id')
          .where('bank_no', '=', values.bank_no)
          .executeTakeFirst();
        if (same) throw new AppError('该收款账号已存在');
        const row = await trx
          .insertInto('pay_banks')
          .values({ ...values, created_at: clock.now().getTime() })
          .returningAll()
          .executeTakeFirstOrThrow();
        const after = bankView(row);
        await audit.record(
          {
            operatorId: actor.id,
            action: 'paybank.create',
            target: { type: 'pay_bank', id: row.id },
            after,
            ip: actor.ip,
          },
          trx,
        );
        return after;
      });
    },

    async updateBank(actor: Actor, id: number, input: BankInput) {
      const values = cleanBank(input);
      return inTransaction(db, async (trx) => {
        const locked = await trx
          .updateTable('pay_banks')
          .set((eb) => ({ state: eb.ref('state') }))
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(locked.numUpdatedRows) === 0) throw new AppError('收款账户不存在');
        const row = await trx
          .selectFrom('pay_banks')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const same = await trx
          .selectFrom('pay_banks')
          .select('id')
          .where('bank_no', '=', values.bank_no)
          .where('id', '!=', id)
          .executeTakeFirst();
        if (same) throw new AppError('该收款账号已存在');
        await trx.updateTable('pay_banks').set(values).where('id', '=', id).execute();
        const before = bankView(row);
        const after = bankView({ ...row, ...values });
        await audit.record(
          {
            operatorId: actor.id,
            action: 'paybank.update',
            target: { type: 'pay_bank', id },
            before,
            after,
            ip: actor.ip,
          },
          trx,
        );
        return after;
      });
    },

    async paymentSettings(): Promise<PaymentSettings> {
      const all = await settings.all();
      return Object.fromEntries(PAYMENT_SETTING_KEYS.map((k) => [k, all[k]])) as PaymentSettings;
    },

    async updatePaymentSettings(actor: Actor, input: PaymentSettings): Promise<PaymentSettings> {
      const next = checkPaymentSettings(input);
      const saved = await inTransaction(db, async (trx) => {
        const rows = await trx
          .selectFrom('settings')
          .select(['key', 'value'])
          .where('key', 'in', [...PAYMENT_SETTING_KEYS])
          .execute();
        const stored = new Map(rows.map((r) => [r.key, r.value]));
        const before = Object.fromEntries(
          PAYMENT_SETTING_KEYS.map((k) => [k, stored.get(k) ?? SETTING_DEFAULTS[k]]),
        ) as PaymentSettings;
        await settings.set(next, trx);
        await audit.record(
          {
            operatorId: actor.id,
            action: 'paysettings.update',
            target: { type: 'settings', id: 'payment' },
            before,
            after: next,
            ip: actor.ip,
          },
          trx,
        );
        return next;
      });
      // This node reads the new rules at once; other nodes within the settings cache's 3 s.
      settings.invalidate();
      return saved;
    },
  };
}

/** Validates and normalises the rate and withdrawal rules; amounts come back with two decimals. */
export function checkPaymentSettings(input: PaymentSettings): PaymentSettings {
  const rate = input.usdt_rate.trim();
  const m = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(rate);
  const rateValue = m ? Number(rate) : NaN;
  if (!m || rateValue < 1 || rateValue > 100)
    throw new AppError('USDT 汇率须在 1 到 100 之间，最多 4 位小数');
  const usdt_rate = `${m[1]}.${(m[2] ?? '').padEnd(2, '0')}`;

  const minFen = yuanFen(input.withdraw_min, '最低取款金额');
  const maxFen = yuanFen(input.withdraw_max, '最高取款金额');
  if (minFen < MIN_WITHDRAW_FLOOR_FEN) throw new AppError('最低取款金额不能低于 100 元');
  if (maxFen <= minFen) throw new AppError('最高取款金额须高于最低取款金额');
  if (maxFen > MAX_WITHDRAW_FEN) throw new AppError('最高取款金额不能超过 1000000 元');

  const count = input.withdraw_daily_count.trim();
  if (!/^\d{1,3}$/.test(count) || Number(count) > 100)
    throw new AppError('每日取款次数须为 0-100 的整数（0 为不限）');

  const hours = input.withdraw_hours.trim();
  const h = HOURS.exec(hours);
  if (!h) throw new AppError('取款时间格式为 HH:mm-HH:mm，例如 09:00-23:00');
  if (h[1] === h[2]) throw new AppError('取款开始与结束时间不能相同（全天请填 00:00-24:00）');

  const fee = (value: string, label: string) => {
    const cents = parseYuanToFen(value);
    if (cents === null || cents > 10_000) throw new AppError(`${label}须为 0-100 USDT，最多两位小数`);
    return formatFen(cents);
  };
  return {
    usdt_rate,
    withdraw_min: formatFen(minFen),
    withdraw_max: formatFen(maxFen),
    withdraw_daily_count: String(Number(count)),
    withdraw_hours: hours,
    withdraw_fee_trc20: fee(input.withdraw_fee_trc20, 'TRC20 手续费'),
    withdraw_fee_erc20: fee(input.withdraw_fee_erc20, 'ERC20 手续费'),
  };
}

export type PayConfigService = ReturnType<typeof createPayConfigService>;
